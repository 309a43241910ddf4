// Zod compiles its object parsers with `new Function` where the page allows it, and finds out by
// trying. Our Content-Security-Policy allows no eval, so that probe is a violation the browser
// reports on every page (Firefox logs it): zod is told it is jitless (its interpreted parsers are
// fast enough for forms), before any schema is built, so main.tsx imports this first.
//
// Zod's `config({ jitless: true })` writes the global it reads its settings from when it loads.
// Calling it here would move zod's core (4 kB gzip) into every page's first paint, when zod
// otherwise loads with the first form; writing that global costs nothing. zod-config.test.ts
// checks with `config()` that zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
