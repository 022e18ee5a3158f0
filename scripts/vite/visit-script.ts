import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:visit-script";
const RESOLVED = `\0${VIRTUAL}`;

/**
 * The file that counts a public page's visit (app/features/insights/visit.ts)
 * is started by the page's starter, not by React Router, so it is a build
 * entry of its own: emitted as a chunk of the client build, its address
 * handed to the server build as `virtual:visit-script` (the client is built
 * first). In development Vite serves the source itself. Decision 0025.
 */
export function visitScript(root: string): Plugin {
  const source = path.join(root, "app/features/insights/visit.ts");
  let built: string | undefined;
  let referenceId: string | undefined;
  let serving = false;
  return {
    name: "visit-script",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      referenceId = this.emitFile({ type: "chunk", id: source, name: "visit" });
    },
    generateBundle() {
      if (this.environment.name === "client" && referenceId) built = `/${this.getFileName(referenceId)}`;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (serving) return `export default ${JSON.stringify(`/${path.relative(root, source)}`)};`;
      if (!built) throw new Error("visit-script: the client build must come before the server build.");
      return `export default ${JSON.stringify(built)};`;
    },
  };
}
