import { entryIntruders, gzipSize, keptOutOfTheEntry, lazyChunks, readBuild } from '../bundle.ts';
import type { Figure } from '../context.ts';
import type { Row } from '../report.ts';

const ROUTE_CHUNK_BUDGET_KB = 50;

/** From the build alone: every route chunk's size, and what the entry must not carry. */
export const bundle: Figure = {
  name: 'bundle',
  about: 'route chunk sizes and what the entry chunk carries (from the build)',
  run: async (bench) => {
    const build = readBuild(bench.ours.dir);
    const chunks = lazyChunks(build).map(({ file, src, route }) => ({
      file,
      src,
      route,
      kB: gzipSize(build.read(file)) / 1000,
    }));
    const sizes = chunks.filter((chunk) => chunk.route).sort((a, b) => b.kB - a.kB);
    const libraries = chunks.filter((chunk) => !chunk.route);
    const largest = sizes[0];
    const over = sizes.filter((chunk) => chunk.kB > ROUTE_CHUNK_BUDGET_KB);
    const rows: Row[] = [
      {
        figure: 'bundle',
        label: `largest route chunk (gzip -9, of ${sizes.length})`,
        ours: largest?.kB ?? null,
        unit: 'KB',
        budget: `every ≤ ${ROUTE_CHUNK_BUDGET_KB} KB`,
        pass: over.length === 0,
        note: [
          largest ? `largest ${largest.src}` : 'no route chunks',
          ...over.map((chunk) => `over: ${chunk.src} ${chunk.kB.toFixed(1)} KB`),
          ...libraries.map((chunk) => `on demand, not a route: ${chunk.src} ${chunk.kB.toFixed(1)} KB`),
        ].join('; '),
      },
    ];
    const intruders = entryIntruders(build);
    for (const { name } of keptOutOfTheEntry) {
      const found = intruders.filter((intruder) => intruder.name === name);
      rows.push({
        figure: 'bundle',
        label: `entry free of ${name.replace(/ \(.*$/, '')}`,
        ours: found.reduce((sum, intruder) => sum + intruder.sources.length, 0),
        unit: 'count',
        budget: '0 modules',
        pass: found.length === 0,
        ...(found.length > 0
          ? {
              note: found.map((intruder) => `${intruder.chunk}: ${intruder.sources.slice(0, 4).join(', ')}`).join('; '),
            }
          : {}),
      });
    }
    return rows;
  },
};
