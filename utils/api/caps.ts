/** Every provider string is capped where it enters (the schemas here), so no view has to remember. Pure. */

/** Names, messages, references, keys: a few hundred characters is more than any real one needs. */
export const MAX_PROVIDER_TEXT = 300;
/** An image address may be an inline picture (data:image/…): more room, still bounded. */
export const MAX_IMAGE_URL = 200_000;

/** Text cut to `max` characters, the last one an ellipsis; never half a surrogate pair. */
export function capText(text: string, max = MAX_PROVIDER_TEXT): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** Real answers nest five levels at most (data → vehicle_equipments → section → details → entry). */
export const MAX_ANSWER_DEPTH = 32;

/** Whether parsed JSON nests deeper than `max`, walked with a stack of its own (never the call stack). */
export function nestsDeeperThan(value: unknown, max = MAX_ANSWER_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
