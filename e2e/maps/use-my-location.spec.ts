// "Use my location" in the directions inputs (issue 15): the browser's position (Playwright's
// geolocation, granted) becomes the start of the route, and the route is asked for and drawn.
import { expect, getFromTenant, isLocalHost, tenants, tenantUrl, test } from '../support/fixtures.ts';

interface PlacePoint {
  geometry: { type: string; coordinates: [number, number] };
  properties: { id: number; title: string; is_building: boolean };
}

for (const tenant of tenants) {
  test(`${tenant}: "Use my location" starts the route where the visitor is and draws it`, async ({
    page,
    context,
    request,
    requestedHosts,
  }) => {
    const response = await getFromTenant(request, tenant, '/api/v2/maps/wayfinding/places/');
    const { features } = (await response.json()) as { features: PlacePoint[] };
    const [here, there] = features.filter((place) => place.properties.is_building && place.geometry.type === 'Point');
    const [longitude, latitude] = here?.geometry.coordinates ?? [0, 0];
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ longitude, latitude });

    await page.goto(tenantUrl(tenant, `/${tenant}/map?ctasTimed&lng=en&to=place:${there?.properties.id}`));
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(there?.properties.title ?? '');
    await expect(page.locator('.route-steps li')).toHaveCount(0);

    const asked = page.waitForRequest((sent) => sent.url().includes('/directions/v5/mapbox/'));
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('My location');
    // The route starts at the browser's position...
    const sent = new URL((await asked).url());
    const [start] = decodeURIComponent(sent.pathname.split('/').pop() ?? '').split(';');
    expect(start?.split(',').map(Number)).toEqual([longitude, latitude]);
    // ...and is drawn: its steps listed, and the screen-reader summary of the map counts them.
    await expect(page.locator('.route-steps li').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'What the map shows' })).toContainText(/Route steps: [1-9]\d*\./);
    await expect(page).toHaveURL(/[?&]from=-?\d/);
    expect([...requestedHosts].every(isLocalHost)).toBe(true);
  });
}
