import { describe, expect, it } from 'vitest';
import { formatCents, formatFileSize, formatMediumDate, formatPrice } from './format.ts';

describe('display formats (en-US, USD, mediumDate)', () => {
  it('formats dates as mediumDate', () => {
    expect(formatMediumDate('2026-11-20T12:00:00Z', 'UTC')).toBe('Nov 20, 2026');
    // The same instant is still the 19th in US Eastern time.
    expect(formatMediumDate(new Date('2026-11-20T03:00:00Z'), 'America/New_York')).toBe('Nov 19, 2026');
  });

  it('formats prices in US dollars', () => {
    expect(formatPrice('14.99')).toBe('$14.99');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it('formats integer cents in US dollars', () => {
    expect(formatCents(1499)).toBe('$14.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('formats file sizes in decimal units', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(48_213)).toBe('48.2 KB');
    expect(formatFileSize(12_400_000)).toBe('12.4 MB');
    expect(formatFileSize(148_400_000)).toBe('148 MB');
    expect(formatFileSize(999_990)).toBe('1 MB');
    expect(formatFileSize(2_000_000_000)).toBe('2 GB');
  });
});
