// A month typed into a plain text box (decision 119): Firefox and Safari have no month picker, so
// the page asks for text in every browser and reads the ways people write a month.

/** '2024-03', '2024-3', '2024/03', '03/2024', '3-2024' -> '2024-03'; '' stays ''; null when it is no month. */
export function readMonth(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const yearFirst = /^(\d{4})\s*[-/.]\s*(\d{1,2})$/.exec(value);
  const monthFirst = /^(\d{1,2})\s*[-/.]\s*(\d{4})$/.exec(value);
  const [year, month] = yearFirst ? [yearFirst[1]!, yearFirst[2]!] : monthFirst ? [monthFirst[2]!, monthFirst[1]!] : [null, null];
  if (year === null || month === null) return null;
  const number = Number(month);
  return number >= 1 && number <= 12 ? `${year}-${String(number).padStart(2, '0')}` : null;
}
