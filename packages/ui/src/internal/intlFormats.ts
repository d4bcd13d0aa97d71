// Intl formatters, made once per set of options: constructing one costs far more than a format call, and a list
// formats a date per card or row. (The formats the member pages show on first paint avoid Intl: englishFormats.ts.)

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An en-US `Intl.DateTimeFormat` with these options, shared by every caller that asks for the same ones. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
