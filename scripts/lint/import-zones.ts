/**
 * The import walls of app/, written into biome.json's overrides
 * (`node scripts/lint/import-zones.ts` rewrites them; a unit test fails when
 * biome.json and this file disagree). Biome applies only the last override
 * that sets a rule for a file, so each zone lists every group it forbids.
 *
 * Layers, from the bottom: components/ui (primitives) < lib and seed (shared
 * by browser and server) < server (the kernel: env, database, mail, rate
 * limits, runtime) and components (shared UI: the public frame, form fields,
 * the admin's kit, pictures) < features < routes, root and the composition
 * root (app/runtime.server.ts). Nothing imports upward. A feature reaches
 * another only through what that one exports: `~/features/<name>` (its
 * index.ts, safe for the browser) or `~/features/<name>/index.server`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Every folder under app/features. */
export const features = [
  "auth",
  "backups",
  "booking",
  "content",
  "insights",
  "leads",
  "media",
  "pages",
  "payments",
  "quotes",
] as const;

interface Group {
  group: string[];
  message: string;
}

const serverCode: Group = {
  group: ["**/*.server", "**/*.server.ts", "~/server/**", "**/server/**"],
  message: "Browser code never imports server code (app/server, a feature's server/, *.server.ts).",
};
const nodeModules: Group = {
  group: ["node:*"],
  message:
    "No Node.js modules here: this code runs in the browser too. Server code goes in a *.server.ts module.",
};
const components: Group = {
  group: ["~/components/**", "**/components/**"],
  message:
    "Only browser code and routes import components: shared types and data belong in app/lib or a feature's own modules.",
};
const appLevel: Group = {
  group: ["~/routes/**", "**/routes/**", "~/root", "~/runtime.server", "~/entry.server"],
  message:
    "Nothing imports upward: routes, the root and the composition root use the rest, never the reverse.",
};
const anyFeature: Group = {
  group: ["~/features/**", "**/features/**"],
  message:
    "Shared code imports no feature: features build on app/lib, app/server and app/components, not the reverse.",
};
const uiOnly: Group = {
  group: ["~/**", "!~/components/ui/**", "../**", "~"],
  message:
    "app/components/ui holds primitives: they import nothing else of the app (take what they need as props).",
};

function wall(feature: string): Group[] {
  return [
    {
      group: ["~/features/**", `!~/features/${feature}/**`, "!~/features/*", "!~/features/*/index.server"],
      message:
        "A feature reaches another only through what that one exports: ~/features/<name> (index.ts) or ~/features/<name>/index.server.",
    },
    {
      group: ["../../**"],
      message:
        "A feature's module imports beyond its own folder and the one above with ~/ paths, so the walls can see them.",
    },
  ];
}

const tests = ["!**/*.test.ts", "!**/*.test.tsx"];

interface Zone {
  includes: string[];
  forbidden: Group[];
}

export function zones(): Zone[] {
  const list: Zone[] = [
    {
      includes: ["app/lib/**", "app/seed/**", ...tests],
      forbidden: [components, appLevel, serverCode, nodeModules, anyFeature],
    },
    { includes: ["app/server/**", ...tests], forbidden: [components, appLevel, anyFeature] },
    { includes: ["app/components/**", ...tests], forbidden: [serverCode, nodeModules, appLevel, anyFeature] },
    { includes: ["app/components/ui/**", ...tests], forbidden: [uiOnly, serverCode, nodeModules] },
  ];
  for (const feature of features) {
    const root = `app/features/${feature}`;
    list.push(
      {
        includes: [
          `${root}/**`,
          `!${root}/components/**`,
          `!${root}/server/**`,
          `!${root}/index.ts`,
          "!**/*.server.ts",
          ...tests,
        ],
        forbidden: [components, serverCode, nodeModules, appLevel, ...wall(feature)],
      },
      // What the feature offers the others in the browser: its components too.
      { includes: [`${root}/index.ts`], forbidden: [serverCode, nodeModules, appLevel, ...wall(feature)] },
      {
        includes: [`${root}/components/**`, ...tests],
        forbidden: [serverCode, nodeModules, appLevel, ...wall(feature)],
      },
      {
        includes: [`${root}/server/**`, `${root}/**/*.server.ts`, ...tests],
        forbidden: [components, appLevel, ...wall(feature)],
      },
    );
  }
  // The web server around the app (http/) reaches it only through its entry (app/entry.server.tsx).
  list.push({
    includes: ["http/**", ...tests],
    forbidden: [
      {
        group: ["~/**", "../app/**", "!../app/entry.server.tsx"],
        message: "http/ reaches the app only through app/entry.server.tsx (what it exports for the server).",
      },
    ],
  });
  return list;
}

export function overrides() {
  return zones().map((zone) => ({
    includes: zone.includes,
    linter: {
      rules: {
        style: { noRestrictedImports: { level: "error", options: { patterns: zone.forbidden } } },
      },
    },
  }));
}

if (import.meta.main) {
  const file = path.join(import.meta.dirname, "..", "..", "biome.json");
  const config = JSON.parse(readFileSync(file, "utf8"));
  config.overrides = overrides();
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`biome.json: ${config.overrides.length} import zones written.`);
}
