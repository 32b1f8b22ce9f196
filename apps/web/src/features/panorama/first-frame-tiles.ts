// The sharp view of a tiled scene for the first frame painter (issue 35): the tiles covering the
// initial view at the level the engine will pick (tile-levels.ts, `tilesInView`), downloaded and
// decoded together, so the painter uploads them in one batch and draws one frame, not a frame per
// tile. In software WebGL (headless Chromium) each frame is costly; the engine, arriving later,
// draws its tiles a frame at a time as they land.
import type { SharpTiles } from './first-frame-painter.ts';
import { tileRectangle, type ViewTiles } from './tile-levels.ts';

/**
 * Every tile of `view` decoded, with the rectangle of the level they cover; null when one fails to
 * download or decode (the painter's frame then stays the low one, and the engine's sharp frame is the
 * sharp one). `download` shares the first view's downloads (warm-rendition.ts): the engine then finds
 * the tiles in the HTTP cache.
 */
export async function decodeTilesInView(
  view: ViewTiles,
  download: (url: string) => Promise<Blob | null>,
): Promise<SharpTiles | null> {
  if (view.tiles.length === 0) return null;
  const decoded = await Promise.all(
    view.tiles.map(async (tile) => {
      const blob = await download(tile.url);
      return blob ? { col: tile.col, row: tile.row, image: await createImageBitmap(blob).catch(() => null) } : null;
    }),
  );
  const tiles = decoded.flatMap((tile) => (tile?.image ? [{ ...tile, image: tile.image }] : []));
  if (tiles.length < view.tiles.length) {
    for (const tile of tiles) tile.image.close();
    return null;
  }
  const { level } = view;
  return {
    cols: level.cols,
    rows: level.rows,
    tileSize: level.width / level.cols,
    rect: tileRectangle(level, tiles),
    tiles,
  };
}
