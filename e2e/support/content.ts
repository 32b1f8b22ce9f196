// Slugs of real content on a tenant, read from its API (so tests follow whatever pack is imported).
import type { Page } from '@playwright/test';
import { getFromTenant } from './fixtures.ts';

export interface TenantContent {
  languages: { language: string; bidi: boolean }[];
  tourSlug: string;
  sceneSlug: string;
}

async function json<T>(page: Page, tenant: string, path: string): Promise<T> {
  const response = await getFromTenant(page.request, tenant, `/api/v2/${path}`);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export async function tenantContent(page: Page, tenant: string): Promise<TenantContent> {
  const languages = await json<{ items: { language: string; bidi: boolean }[] }>(page, tenant, 'language/?format=json');
  const tours = await json<{ items: { slug: string }[] }>(page, tenant, 'tours/?fields=*&type=tour.TourPage&limit=150');
  const scenes = await json<{ items: { meta: { slug: string } }[] }>(page, tenant, 'scenes/?format=json&limit=1000');
  const tourSlug = tours.items[0]?.slug;
  const sceneSlug = scenes.items[0]?.meta.slug;
  if (!tourSlug || !sceneSlug) throw new Error(`${tenant} has no tour or no scene`);
  return { languages: languages.items, tourSlug, sceneSlug };
}

/** Chooses a language in the header's language switcher (a button and its list, issue 34). */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Language\b/ })
    .click();
  await page.getByRole('group', { name: 'Language' }).locator(`button[lang="${language}"]`).click();
}
