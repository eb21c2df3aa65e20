// Whether a page's name and RC number are the provider's: names word by word in order, short forms in full
// ("NIG. LTD" is "Nigeria Limited"), case, punctuation and spacing aside; word order is part of a name
// ("OKONKWO ADEBAYO" is another person than "ADEBAYO OKONKWO"). RC numbers by their digits without
// leading zeros.
const SHORT_FORMS: Readonly<Record<string, string>> = {
  ltd: 'limited',
  nig: 'nigeria',
  co: 'company',
  coy: 'company',
  intl: 'international',
  ent: 'enterprises',
  bros: 'brothers',
};

export function nameWords(name: string): string[] {
  return name
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => SHORT_FORMS[word] ?? word);
}

export function namesMatch(printed: string, answered: string): boolean {
  const words = nameWords(printed);
  return words.length > 0 && words.join(' ') === nameWords(answered).join(' ');
}

function rcDigits(rc: string): string {
  return rc.replace(/\D/g, '').replace(/^0+/, '');
}

export function rcNumbersMatch(printed: string, answered: string): boolean {
  const digits = rcDigits(printed);
  return digits !== '' && digits === rcDigits(answered);
}
