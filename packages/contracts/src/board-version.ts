// No schema here: the web's HTTP client reads this on every page, before zod has loaded.

/**
 * The header of the answer to every write that changed a board: the board's version the write
 * committed. The writer's next read of the board's changes names it as `reached`, as it names an
 * event's version, so the instance that made the write can answer from its memory.
 */
export const BOARD_VERSION_HEADER = 'Board-Version';
