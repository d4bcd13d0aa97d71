// Intl formatters, made once per set of options: constructing one costs far more than a format call, and a list
// formats a date per card or row. (The formats the member pages show on first paint avoid Intl: englishFormats.ts.)

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, options: object, make: () => F): F {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** An en-US `Intl.DateTimeFormat` with these options, shared by every caller that asks for the same ones. */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, options, () => new Intl.DateTimeFormat('en-US', options));
