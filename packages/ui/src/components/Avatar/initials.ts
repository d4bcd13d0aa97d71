/** "Anna Maria Lopez" → "AL"; "anna" → "A"; "" → "?". Letters, not UTF-16 halves, so accents and emoji survive. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();
  return letter(first) + (last ? letter(last) : '');
}
