// Test helpers shared by the client's unit tests (not exported from the package).

/** An in-memory Web Storage that can record every write, for asserting order. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(
    private readonly record?: (event: string) => void,
    private readonly name = 'storage',
  ) {}
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.record?.(`${this.name}.remove ${key}`);
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.record?.(`${this.name}.set ${key}`);
    this.items.set(key, String(value));
  }
}
