/**
 * The layout docs/architecture.md describes, held to the code: folders that depend one way,
 * every folder named in the dependency rules and the docs, every file a doc names there,
 * and permissions decided in one module. `npm run check:architecture` checks each import.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cruise, type IModule } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { beforeAll, describe, expect, it } from "vitest";
import { folders } from "./lib/app-folders.cjs";

const appFolders = readdirSync("app", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** `app/leads/inbox.server.ts` → `app/leads`; a file at the top of a folder stays itself. */
const folderOf = (file: string) => file.match(/^((?:app|server)\/[^/]+)\//)?.[1] ?? file;

/** Every import of the site and the server that names `~/` and that no file answers. */
const unresolvedAliases = (modules: IModule[]) =>
  modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => dependency.couldNotResolve && dependency.module.startsWith("~/"))
      .map((dependency) => `${module.source}: ${dependency.module}`),
  );

/** Each folder's imports of other folders, with the files behind each (tests left out). */
function folderGraph(modules: IModule[]) {
  const graph = new Map<string, Map<string, string[]>>();
  for (const module of modules) {
    if (/\.(test|spec)\.tsx?$/.test(module.source)) continue;
    for (const { resolved } of module.dependencies) {
      if (!/^(app|server)\//.test(resolved)) continue;
      const [from, to] = [folderOf(module.source), folderOf(resolved)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), `${module.source} → ${resolved}`]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Groups of folders that import each other round a loop (Tarjan's strongly connected parts). */
function foldersInLoops(graph: Map<string, Map<string, string[]>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, next);
    low.set(folder, next++);
    stack.push(folder);
    for (const to of graph.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to))
        low.set(folder, Math.min(low.get(folder) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const loop: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) loop.push(member);
    } while (member && member !== folder);
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return loops;
}

describe("folders", () => {
  let graph: Map<string, Map<string, string[]>>;
  let modules: IModule[];
  beforeAll(async () => {
    // The tsconfig both to read the TypeScript and to resolve its `~/` paths: without the
    // second, every `~/` import is left unresolved and the graph has a fifth of its imports.
    const result = await cruise(
      ["app", "server"],
      {
        tsPreCompilationDeps: true,
        tsConfig: { fileName: "tsconfig.json" },
        exclude: { path: "node_modules" },
      },
      undefined,
      { tsConfig: extractTSConfig("tsconfig.json") },
    );
    if (typeof result.output === "string") throw new Error("dependency-cruiser gave no modules");
    modules = result.output.modules;
    graph = folderGraph(modules);
  }, 120_000);

  it("are read with every `~/` import resolved, type imports included", () => {
    expect(unresolvedAliases(modules)).toEqual([]);
    const imports = [...graph.values()].reduce((sum, edges) => sum + edges.size, 0);
    expect(imports).toBeGreaterThan(100);
  });

  it("use features only below them, in the order of scripts/lib/app-folders.cjs", () => {
    const order: string[] = folders.features.map((feature: string) => `app/${feature}`);
    const upward = [...graph].flatMap(([from, edges]) =>
      order.includes(from)
        ? [...edges]
            .filter(([to]) => order.includes(to) && order.indexOf(to) > order.indexOf(from))
            .map(([to, files]) => `${from} uses ${to}, listed after it: ${files[0]}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it("depend one way: no folders import each other, directly or round a loop", () => {
    const loops = foldersInLoops(graph).map((loop) =>
      loop.flatMap((from) => loop.flatMap((to) => graph.get(from)?.get(to)?.slice(0, 3) ?? [])),
    );
    expect(loops).toEqual([]);
  });

  it("are each named in the dependency rules, once", () => {
    const named = Object.values(folders).flat().sort();
    expect(named).toEqual(appFolders);
  });

  it("are each named in docs/architecture.md", () => {
    const doc = readFileSync("docs/architecture.md", "utf8");
    expect(appFolders.filter((folder) => !doc.includes(`\`${folder}/\``))).toEqual([]);
  });
});

describe("the docs", () => {
  const docs = [
    "README.md",
    ...readdirSync("docs")
      .filter((name) => name.endsWith(".md"))
      .map((name) => path.join("docs", name)),
  ];

  it("name only files that exist", () => {
    const missing = docs.flatMap((doc) =>
      [...readFileSync(doc, "utf8").matchAll(/`((?:app|server|scripts|tests)\/[\w./+-]+\.\w+)`/g)]
        .map((match) => match[1] ?? "")
        .filter((file) => {
          try {
            readFileSync(file);
            return false;
          } catch {
            return true;
          }
        })
        .map((file) => `${doc}: ${file}`),
    );
    expect(missing).toEqual([]);
  });
});

/** The site's and the server's modules, tests left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("modules", () => {
  it("stay small enough to read in one go: 300 lines at most", () => {
    const long = [...sources("app"), ...sources("server")]
      .map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });
});

describe("permissions", () => {
  it("are decided in app/accounts/permissions.ts: no page or feature compares roles itself", () => {
    const inline = sources("app").flatMap((file) =>
      file === path.join("app", "accounts", "permissions.ts")
        ? []
        : readFileSync(file, "utf8")
            .split("\n")
            .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
            .filter(({ line }) => /\brole\s*[!=]==|[!=]==\s*["'](owner|staff)["']/.test(line))
            .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(inline).toEqual([]);
  });
});
