import {
  brand,
  buildingProperties,
  campusOutlineProperties,
  category,
  cta,
  feature,
  formCtaValue,
  label,
  osmBuildingProperties,
  pathProperties,
  placePage,
  placePointProperties,
  scene,
  tour,
  tourGroupPage,
  tourStop,
} from '@meridian/contracts';
import { walkthroughRoom } from '@meridian/contracts/walkthrough';
import { z } from 'zod';
import type { DocumentKind } from '../../db/database.ts';
import type { MediaCatalog } from '../media-catalog.ts';
import type { ContentPack } from '../pack-schema.ts';
import { textResolver, type BuildContext, type DocumentDraft, type IdSource } from './build-context.ts';
import { buildBrand, buildCtas, buildForms } from './build-ctas.ts';
import { buildCategories, buildMapFeatures, buildPlaces } from './build-places.ts';
import { buildLabels, buildScenes, buildWalkthroughs } from './build-scenes.ts';
import { buildGroups, buildTours } from './build-tours.ts';

/** The contract each document kind's body must satisfy (packages/contracts). */
export const CONTRACTS: Record<DocumentKind, z.core.$ZodType> = {
  brand,
  label,
  walkthrough: walkthroughRoom,
  scene,
  tour,
  tour_group: tourGroupPage,
  cta,
  form: formCtaValue,
  tour_stop: tourStop,
  place_page: placePage,
  category,
  campus_outline: feature(campusOutlineProperties),
  building: feature(buildingProperties),
  place_point: feature(placePointProperties),
  osm_building: feature(osmBuildingProperties),
  path: feature(pathProperties),
};

export interface LanguageDocument extends DocumentDraft {
  language: string;
}

/** Every document of the pack in one language, text resolved with fallback to the default language. */
export function buildLanguageDocuments(
  pack: ContentPack,
  language: string,
  media: MediaCatalog,
  id: IdSource,
): DocumentDraft[] {
  const ctx: BuildContext = { pack, language, media, id, t: textResolver(language, pack.defaultLanguage) };
  const ctas = buildCtas(ctx);
  return [
    buildBrand(ctx, ctas.live),
    ...buildLabels(ctx),
    ...buildScenes(ctx),
    ...buildWalkthroughs(ctx),
    ...buildTours(ctx),
    ...buildGroups(ctx),
    ...ctas.drafts,
    ...buildForms(ctx),
    ...buildCategories(ctx),
    ...buildPlaces(ctx),
    ...buildMapFeatures(ctx),
  ];
}

/** Thrown when a built body does not match its contract: an importer bug or an unsupported pack value. */
export class ContractViolationError extends Error {
  constructor(
    readonly kind: DocumentKind,
    readonly documentId: number,
    readonly language: string,
    detail: string,
  ) {
    super(`${kind} ${documentId} (${language}) does not match its contract: ${detail}`);
    this.name = 'ContractViolationError';
  }
}

/** Builds every language's documents and parses each body with its contract. */
export function buildAllDocuments(pack: ContentPack, media: MediaCatalog, id: IdSource): LanguageDocument[] {
  const documents: LanguageDocument[] = [];
  for (const { language } of pack.tenant.languages) {
    for (const draft of buildLanguageDocuments(pack, language, media, id)) {
      const result = z.safeParse(CONTRACTS[draft.kind], draft.body);
      if (!result.success) {
        const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new ContractViolationError(draft.kind, draft.id, language, detail);
      }
      documents.push({ ...draft, body: result.data, language });
    }
  }
  return documents;
}
