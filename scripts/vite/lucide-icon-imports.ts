import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * Rewrites `import { Mail, Phone } from "lucide-react"` into one import per
 * icon file (`lucide-react/icons/mail`). The bundle is the same, but the
 * module graph then names only the icons a file uses, so the chunk grouping
 * in vite.config.ts can tell which icons the layout needs (through the
 * package's index every icon looks reachable).
 */
export function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  const iconFiles = () => {
    if (files) return files;
    files = new Map();
    const require = createRequire(import.meta.url);
    const index = readFileSync(
      require
        .resolve("lucide-react")
        .replace(/dist[\\/]cjs[\\/]lucide-react\.js$/, "dist/esm/lucide-react.mjs"),
      "utf8",
    );
    for (const match of index.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
      for (const alias of (match[1] ?? "").split(",")) {
        const name = /default as (\w+)/.exec(alias)?.[1];
        if (name) files.set(name, match[2] ?? "");
      }
    }
    return files;
  };
  return {
    name: "lucide-icon-imports",
    enforce: "post",
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: "lucide-react" },
      handler(code) {
        const rewritten = code.replace(
          /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
          (whole, list: string) => {
            const lines: string[] = [];
            for (const part of list.split(",")) {
              const spec = part.trim();
              if (!spec) continue;
              const [imported = "", local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
              const file = iconFiles().get(imported);
              if (!file) return whole; // not an icon (a type or helper): leave the statement alone
              lines.push(`import ${local} from "lucide-react/icons/${file}";`);
            }
            return lines.join("\n");
          },
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
