/** The keys the built-in records are filed under, from user input; undefined when it cannot be one. */

/** Upper case, without spaces or hyphens: `4t1bf1fk5du 276514` → `4T1BF1FK5DU276514`. */
export function demoVinKey(vin: string): string | undefined {
  const key = vin.replace(/[\s-]+/g, '').toUpperCase();
  return /^[A-Z0-9]{11}$|^[A-Z0-9]{17}$/.test(key) ? key : undefined;
}

/** TINs match exactly (FIRS TINs keep their hyphen); only surrounding spaces are ignored. */
export function demoTinKey(tin: string): string | undefined {
  const key = tin.trim();
  return key === '' ? undefined : key;
}

/** CAC numbers match on prefix and digits, case-insensitively; leading zeros of the digits matter. */
export function demoCacKey(cac: string): string | undefined {
  const match = /^(RC|BN|IT|LP|LLP)[\s-]*(\d+)$/i.exec(cac.trim());
  return match?.[1] && match[2] ? `${match[1].toUpperCase()}${match[2]}` : undefined;
}

/** Local 11-digit form: "+234 808 283 8487" and "8082838487" (zero lost) both give "08082838487". */
export function demoPhoneKey(phone: string): string | undefined {
  const digits = phone.trim().replace(/[\s-]+/g, '');
  const match = /^(?:\+?234|0)?([789][01]\d{8})$/.exec(digits);
  return match?.[1] ? `0${match[1]}` : undefined;
}
