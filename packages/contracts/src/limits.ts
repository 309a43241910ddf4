/** Business constants of spec §9 shared by the API and the web app. */
export const TRIAL_DAYS = 7;
export const PLAN_NAME = 'Plano Profissional';
export const PLAN_PRICE_CENTS = 9990;
export const DEV_TURNSTILE_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export const REDIRECT_AFTER_REGISTER_MS = 2000;
export const REDIRECT_AFTER_RESET_MS = 3000;
export const REDIRECT_AFTER_VERIFY_MS = 3000;

export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
/** argon2 hashes whatever it is given; a cap keeps a huge password from costing CPU. */
export const MAX_PASSWORD_LENGTH = 256;

/** Twice Trello's 5,000 open cards: a board that size still loads and drags (design §11). */
export const MAX_CARDS_PER_BOARD = 10_000;
export const MAX_LISTS_PER_BOARD = 500;
/**
 * A board's first screen (`GET /v1/boards/{id}/preview`) holds this many cards of each list: more
 * than a column shows on a phone or a laptop before it scrolls (design §11).
 */
export const BOARD_PREVIEW_CARDS = 10;

export const INVITE_TTL_DAYS = 7;

export const MAX_WORKSPACE_NAME = 100;
export const MAX_DESCRIPTION = 2_000;
export const MAX_BOARD_NAME = 100;
export const MAX_LIST_NAME = 100;
export const MAX_CARD_TITLE = 500;
export const MAX_CARD_DESCRIPTION = 10_000;
export const MAX_COMMENT_LENGTH = 5_000;
/** A card's comments come in pages of at most this many, newest page first (design §4). */
export const MAX_COMMENTS_PAGE = 200;
export const DEFAULT_ACTIVITIES_PAGE = 50;
export const MAX_ACTIVITIES_PAGE = 100;

export const MAX_HOLIDAY_NAME = 100;
/**
 * A workspace's own days off (municipal holidays, the company's emendas) per calendar year: a
 * city has a handful, and this leaves room for every bridge day while keeping the list readable.
 */
export const MAX_WORKSPACE_HOLIDAYS_PER_YEAR = 100;

/** The bell's page of notifications, and the most one request marks read. */
export const DEFAULT_NOTIFICATIONS_PAGE = 20;
export const MAX_NOTIFICATIONS_PAGE = 50;
export const MAX_NOTIFICATIONS_READ = 100;

/** 'Histórico de pagamentos' comes in pages of at most this many, newest first. */
export const DEFAULT_PAYMENTS_PAGE = 20;
export const MAX_PAYMENTS_PAGE = 50;

export const MAX_LABEL_NAME = 50;
/** Trello's boards rarely pass twenty labels; past fifty a picker stops being one. */
export const MAX_LABELS_PER_BOARD = 50;
export const MAX_CHECKLIST_TITLE = 200;
export const MAX_CHECKLIST_ITEM_TEXT = 400;
/** A card with checklists has one or two in Trello's exports; these caps only stop abuse. */
export const MAX_CHECKLISTS_PER_CARD = 20;
export const MAX_CHECKLIST_ITEMS_PER_CARD = 200;

/** Archived cards, lists or boards per page of 'Itens arquivados'. */
export const ARCHIVED_PAGE = 50;
/** How long a search may be, in characters; and results per page. */
export const MAX_SEARCH_QUERY = 200;
export const SEARCH_PAGE = 50;
/** How far search pages go: past this many results, refine the search. */
export const MAX_SEARCH_RESULTS = 500;
/** A board export uploaded to be imported ('Importar do Trello'): Trello's own exports stay far below. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/**
 * Comments an import writes: a card keeps its newest 1,000 (Trello's busiest cards have dozens),
 * and a file of more than 50,000 is refused (Trello's own exports hold at most 1,000 actions).
 */
export const MAX_IMPORT_COMMENTS_PER_CARD = 1_000;
export const MAX_IMPORT_COMMENTS = 50_000;
/**
 * Cards and lists one answer of `GET /v1/boards/{id}/changes` names at most: past it, the board's
 * whole body is about as cheap, and the client is told to load it (410).
 */
export const MAX_BOARD_CHANGES = 1_000;
/** How long the toast offering 'Desfazer' stays, in milliseconds. */
export const UNDO_WINDOW_MS = 10_000;
