import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Files are named in kebab-case, with role suffixes (`cards.routes.ts`, `card-tile.tsx`). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const name = path.basename(context.filename);
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name))
          context.report({ node, message: `Nome de arquivo fora do padrão kebab-case: ${name}` });
      },
    };
  },
};

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Features never import each other; the routes in `app/` compose them (style.md, habit 7). */
const featureBoundaries = webFeatures.map((feature) => {
  const others = webFeatures.filter((name) => name !== feature);
  return {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${others.join('|')})/`,
              message: 'Uma feature não importa outra: componha-as em app/.',
            },
            { regex: 'apps/api|/api/src/', message: 'A web não importa a API.' },
          ],
        },
      ],
    },
  };
});

const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const api = (folder) => `./apps/api/src/${folder}`;

/**
 * The API's floors (docs/ARCHITECTURE.md): modules over domain over platform, adapters beside the
 * domain. Nothing imports upwards, and a module reaches another module through its service, never
 * its repository (style.md, habit 20).
 */
const apiFloors = [
  {
    target: api('platform'),
    from: [api('modules'), api('domain'), api('adapters'), api('app.ts'), api('server.ts')],
    message: 'A plataforma não conhece módulos, domínio nem adaptadores.',
  },
  {
    target: api('domain'),
    from: [api('modules'), api('adapters'), api('app.ts'), api('server.ts')],
    message: 'O domínio não importa módulos nem adaptadores.',
  },
  {
    target: api('adapters'),
    from: [api('modules'), api('domain'), api('app.ts'), api('server.ts')],
    message: 'Um adaptador não importa módulos nem o domínio.',
  },
  ...apiModules.flatMap((module) =>
    apiModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: api(`modules/${module}`),
        from: `${api(`modules/${other}`)}/*.repository.ts`,
        message: 'Um módulo fala com outro pelo serviço, nunca pelo repositório.',
      })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.run/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { quadro: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: { 'quadro/kebab-case-files': 'error' },
  },
  ...featureBoundaries,
  {
    // Layers: routes speak HTTP and call services; only services reach repositories and the db.
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repository\\.js$|/db/',
              message: 'Rotas chamam serviços, nunca repositórios ou o banco.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: 'apps/web|/web/src/', message: 'A API não importa a web.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: webFeatures.map((feature) => `apps/web/src/features/${feature}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: 'apps/api|/api/src/', message: 'A web não importa a API.' }] },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Tests may build the whole app or read any table to prove what they test.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiFloors }] },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@date-fns/tz$|\\.)',
              message: 'contracts imports nothing but zod and @date-fns/tz',
            },
          ],
        },
      ],
    },
  },
);
