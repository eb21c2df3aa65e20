/**
 * The largest PDF read through its tab: 64 MiB. Each part crosses two messages as base64 (4/3 of its size),
 * and the whole file sits in the tab's memory until the viewer has it; a bigger one is saved and opened with
 * "Open a file", which reads it from the disk with no copy in between. Pure: the worker and the viewer share it.
 */
export const TAB_READ_MAX_BYTES = 64 * 1024 * 1024;

/** The limit as the viewer's message says it. */
export const TAB_READ_MAX_BYTES_LABEL = '64 MB';

/** One part: 4 MiB, 5.6 MB of base64, far under the 64 MiB Chrome allows one message. */
export const TAB_READ_PART_BYTES = 4 * 1024 * 1024;
