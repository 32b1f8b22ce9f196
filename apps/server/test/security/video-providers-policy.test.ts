// Issue 34: a tenant whose content embeds YouTube, Vimeo or QQ videos gets exactly those players'
// origins in its CSP (Vimeo's oEmbed fetch included: without it no Vimeo video could play), and
// a tenant without them, like the default policy, names no outside video origin at all.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { helmetOptions, securityHeaders, withVideoProviders } from '../../src/http/security-headers.ts';
import { cspDirective as directive } from '../helpers/csp-directive.ts';
import { dropCampusVimeoVideo, useImportedCampus } from '../packs/imported-campus.ts';

const OUTSIDE = /youtube|vimeo|qq\.com/;

describe.each(testDatabaseKinds())("the video players in a tenant's CSP (%s)", (kind) => {
  const campus = useImportedCampus(kind);

  it('allows the players its content embeds (YouTube and Vimeo) on its pages and answers, and no other tenant', async () => {
    await campus.importCampus();
    for (const url of ['/testcampus', '/api/v2/brand/']) {
      const csp = await campus.csp(url, 'testcampus.localhost');
      expect(directive(csp, 'frame-src'), url).toEqual(
        expect.arrayContaining([
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
        ]),
      );
      // @vimeo/player asks vimeo.com's oEmbed for the frame it builds.
      expect(directive(csp, 'connect-src'), url).toEqual(["'self'", 'https://vimeo.com']);
      expect(directive(csp, 'script-src'), url).toEqual(["'self'", 'https://www.youtube.com', 'https://s.ytimg.com']);
      expect(directive(csp, 'frame-src'), url).not.toContain('https://v.qq.com');
    }
    // The seeded tenant has no video from another site: nothing of theirs in any directive.
    expect(String(await campus.csp('/northfield', 'northfield.localhost'))).not.toMatch(OUTSIDE);
  });

  it('drops a player when the content no longer embeds it', async () => {
    await dropCampusVimeoVideo(campus.packDir);
    await campus.importCampus();
    const csp = await campus.csp('/testcampus', 'testcampus.localhost');
    expect(String(csp)).not.toMatch(/vimeo/);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toContain('https://www.youtube-nocookie.com');
  });
});

describe('the default policy and video players', () => {
  it('names no outside video origin', () => {
    expect(securityHeaders(helmetOptions)['content-security-policy']).not.toMatch(OUTSIDE);
  });

  it('adds each provider’s sources once, to the directives it needs', () => {
    const csp = "default-src 'self';script-src 'self';connect-src 'self';frame-src 'self'";
    expect(withVideoProviders(csp, [])).toBe(csp);
    expect(withVideoProviders(csp, ['qq', 'qq', 'unknown'])).toBe(
      "default-src 'self';script-src 'self';connect-src 'self';frame-src 'self' https://v.qq.com",
    );
  });
});
