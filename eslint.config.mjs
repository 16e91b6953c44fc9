import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

/**
 * A client component ("use client") ships to the browser: from lib/server it may import types
 * only, never code (which would also pull secrets and the database client towards the bundle).
 */
const clientImportsTypesOnlyFromServer = {
  meta: { type: "problem", messages: { serverCode: "A client component may import only types from {{source}}." } },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some((node) => node.type === "ExpressionStatement" && node.directive === "use client");
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!source.startsWith("@/lib/server") || node.importKind === "type") return;
        if (node.specifiers.length && node.specifiers.every((specifier) => specifier.importKind === "type")) return;
        context.report({ node, messageId: "serverCode", data: { source } });
      },
    };
  },
};

/** India's offset written by hand: lib/domain/shop-days.ts has it once, with helpers for every use. */
const SHOP_OFFSET_BY_HAND = ["Literal[value=/\\+05:30/]", "TemplateElement[value.raw=/\\+05:30/]"].map((selector) => ({
  selector,
  message: "India's offset belongs to lib/domain/shop-days.ts: use its helpers.",
}));

const restrict = (patterns) => ["error", { patterns }];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { boundaries: { rules: { "client-imports-types-only-from-server": clientImportsTypesOnlyFromServer } } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "boundaries/client-imports-types-only-from-server": "error",
    },
  },
  {
    // Business rules a newcomer can read without the framework or the database.
    files: ["lib/domain/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["next", "next/*", "react", "react-dom", "@prisma/*", "pg", "server-only"],
          message: "lib/domain is plain TypeScript: no framework or database.",
        },
        {
          group: ["@/lib/server/*", "@/lib/ui/*", "@/components/*", "@/app/*", "@/scripts/*"],
          message: "lib/domain depends on nothing of the app.",
        },
      ]),
    },
  },
  {
    // The application never depends on its development and test tooling.
    files: ["lib/**", "app/**", "components/**", "proxy.ts", "instrumentation.ts"],
    ignores: ["lib/domain/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["@/scripts/*", "**/scripts/*"], message: "Application code must not import from scripts/." },
      ]),
    },
  },
  {
    // One way to show dates, times, money and counts (lib/domain/format.ts) and to reckon India's clock
    // (lib/domain/shop-days.ts). Tests keep their own formatters: they check the module's output, not reuse it.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: [
      "eslint.config.mjs",
      "lib/domain/format.ts",
      "lib/domain/shop-days.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
      "e2e/**",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["NumberFormat", "DateTimeFormat"].map((property) => ({
          object: "Intl",
          property,
          message: "Format with lib/domain/format.ts.",
        })),
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: "Format with lib/domain/format.ts.",
        })),
      ],
      "no-restricted-syntax": ["error", ...SHOP_OFFSET_BY_HAND],
    },
  },
  {
    // The foundation of lib/server (docs/architecture.md): every folder stands on it, so it imports none of them.
    files: ["lib/server/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["@/lib/server/*/**", "./*/**"], message: "The root files of lib/server import none of its folders." },
        { group: ["@/scripts/*", "**/scripts/*"], message: "Application code must not import from scripts/." },
      ]),
    },
  },
  {
    // One look and one accessible wiring for form controls: the kit's Input, NumberInput, Select, Textarea, Checkbox...
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/**"],
    rules: {
      // ESLint keeps one list per rule and file: the offset rule is repeated here for these files.
      "no-restricted-syntax": [
        "error",
        ...SHOP_OFFSET_BY_HAND,
        {
          selector: "JSXOpeningElement[name.name=/^(input|select|textarea)$/]",
          message: "Use the form controls of components/ui (Input, NumberInput, Select, Textarea, Checkbox...).",
        },
      ],
    },
  },
  {
    // The endpoint map and its client ship to the browser: of zod, the schemas and the server they take types only.
    files: ["lib/api/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["zod", "@/lib/server/*", "@/lib/validation/*"],
              allowTypeImports: true,
              message: "lib/api reaches the browser: import only types from here (import type).",
            },
          ],
        },
      ],
    },
  },
  {
    // jest.config.js, and the cache handlers Next.js loads with import() outside its bundle.
    files: ["jest.config.js", "lib/server/cache/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
