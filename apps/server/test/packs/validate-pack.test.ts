import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPackErrors, validatePack } from '../../src/packs/validate-pack.ts';
import { CAMPUS_PACK } from '../fixtures/packs/fixture-media.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, lineContaining, onlyError } from './pack-test-helpers.ts';

let mediaRoot: string;
beforeAll(async () => {
  mediaRoot = await fixtureMediaRoot();
});

async function errorsAfterEdit(file: string, from: string, to: string) {
  const dir = await copyCampusPack();
  await editPackFile(dir, file, from, to);
  const { pack, errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
  expect(pack).toBeNull();
  return { dir, errors };
}

describe('validatePack', () => {
  it('accepts the fixture pack and returns every entity', async () => {
    const { pack, errors } = await validatePack(CAMPUS_PACK, { mediaRoots: [mediaRoot] });
    expect(formatPackErrors(errors)).toBe('');
    expect(pack?.tenant.schema_name).toBe('testcampus');
    expect(pack?.scenes.map((s) => s.type)).toEqual(['panorama', 'panorama', 'panorama', 'gallery', 'embed']);
    expect(pack?.forms.flatMap((f) => f.fields.map((field) => field.type))).toEqual(
      expect.arrayContaining([
        'singleline',
        'multiline',
        'email',
        'number',
        'checkboxes',
        'checkbox',
        'radio',
        'hidden',
        'date',
        'dropdown',
        'phone',
      ]),
    );
  });

  it('reports a missing default-language text with its file, YAML path and line', async () => {
    const { dir, errors } = await errorsAfterEdit(
      'scenes.yaml',
      'title: { en: Library, fr-ca: Bibliothèque }',
      'title: { fr-ca: Bibliothèque }',
    );
    expect(onlyError(errors)).toEqual({
      file: 'scenes.yaml',
      path: '[1].title',
      line: await lineContaining(dir, 'scenes.yaml', 'title: { fr-ca: Bibliothèque }'),
      message: 'missing text in the default language "en"',
    });
  });

  it('reports a language the pack does not declare', async () => {
    const { errors } = await errorsAfterEdit('categories.yaml', 'fr-ca: Restauration', 'de: Essen');
    expect(onlyError(errors)).toMatchObject({ file: 'categories.yaml', path: '[1].name.de', line: 2 });
  });

  it('reports an unknown field on the line of the field itself', async () => {
    const { dir, errors } = await errorsAfterEdit('tours.yaml', '  hide_from_universal_menu: true', '  hidden: true');
    expect(onlyError(errors)).toEqual({
      file: 'tours.yaml',
      path: '[1].hidden',
      line: await lineContaining(dir, 'tours.yaml', 'hidden: true'),
      message: 'unknown field "hidden"',
    });
  });

  it('reports a wrong value type and a bad timing', async () => {
    const { errors } = await errorsAfterEdit('ctas.yaml', 'timing: 2', 'timing: -2');
    expect(onlyError(errors)).toMatchObject({ file: 'ctas.yaml', path: '[3].timing' });
    const second = await errorsAfterEdit('scenes.yaml', 'north_offset: 90', 'north_offset: east');
    expect(onlyError(second.errors)).toMatchObject({ path: '[0].north_offset', line: 10 });
  });

  it('refuses tour groups nested more than three levels deep', async () => {
    const { errors } = await errorsAfterEdit(
      'groups.yaml',
      '{ key: chemistry, title: Chemistry, tours: [highlights, hidden-tour] }',
      '{ key: chemistry, title: Chemistry, groups: [{ key: organic, title: Organic }] }',
    );
    expect(onlyError(errors)).toMatchObject({
      file: 'groups.yaml',
      path: '[0].groups[0].groups[0].groups',
      line: 15,
      message: 'tour groups nest at most 3 levels deep',
    });
  });

  it('reads numbers written as text as their digits, and reports other non-text values', async () => {
    const dir = await copyCampusPack();
    await editPackFile(dir, 'forms.yaml', "choices: ['1', '2', '3']", 'choices: [1, 2, 3]');
    const { pack } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(pack?.forms[2]?.fields[0]?.choices).toEqual(['1', '2', '3']);
    const { errors } = await errorsAfterEdit('tours.yaml', 'title: Hidden tour', 'title: true');
    expect(onlyError(errors)).toMatchObject({
      path: '[1].title',
      message: 'expected string or number or a map of language to text',
    });
  });

  it('reports YAML syntax errors with their line', async () => {
    const { errors } = await errorsAfterEdit(
      'labels.yaml',
      '  children:\n    - { key: galleries',
      '  children:\n   - { key: [galleries',
    );
    expect(errors[0]).toMatchObject({ file: 'labels.yaml' });
    expect(errors[0]?.line).toBeGreaterThan(0);
    expect(errors[0]?.message).toMatch(/^YAML syntax/);
  });

  it.each([
    [
      'a hotspot linking to an unknown scene',
      'scenes.yaml',
      'link: library }',
      'link: attic }',
      '[0].hotspots[0].link',
      'unknown scene "attic"',
    ],
    [
      'a tour listing an unknown scene',
      'tours.yaml',
      'scenes: [lab]',
      'scenes: [lab, roof]',
      '[1].scenes[1]',
      'unknown scene "roof"',
    ],
    [
      'a starting point outside the tour',
      'tours.yaml',
      'starting_point: quad',
      'starting_point: library-night',
      '[0].starting_point',
      'starting point "library-night" is not one of the tour\'s scenes',
    ],
    [
      'a stop on a scene outside the tour',
      'tours.yaml',
      'scene: library }',
      'scene: library-night }',
      '[0].stops[1].scene',
      'stop scene "library-night" is not one of the tour\'s scenes',
    ],
    [
      'a group listing an unknown tour',
      'groups.yaml',
      'tours: [hidden-tour]\n',
      'tours: [ghost-tour]\n',
      '[0].groups[0].tours[0]',
      'unknown tour "ghost-tour"',
    ],
    [
      'a label listing an unknown scene',
      'labels.yaml',
      'scenes: [art]',
      'scenes: [atrium]',
      '[1].children[0].scenes[0]',
      'unknown scene "atrium"',
    ],
    [
      'a form CTA naming an unknown form',
      'ctas.yaml',
      'form: visit',
      'form: tour-booking',
      '[3].form',
      'unknown form "tour-booking"',
    ],
    [
      'a place in an unknown category',
      'places.yaml',
      'categories: [study]',
      'categories: [sports]',
      '[1].categories[0]',
      'unknown category "sports"',
    ],
    [
      'a place in an unknown building',
      'places.yaml',
      'in_building: library-building\n  coordinates: [-79.3841',
      'in_building: gym\n  coordinates: [-79.3841',
      '[1].in_building',
      'unknown building "gym"',
    ],
    [
      'a place under an unknown parent',
      'places.yaml',
      'parent: library-place',
      'parent: museum',
      '[1].parent',
      'unknown place "museum"',
    ],
    [
      'a building naming an unknown place',
      'map.yaml',
      'place: library-place',
      'place: museum',
      'buildings[0].place',
      'unknown place "museum"',
    ],
    [
      'a stack naming an unknown scene',
      'scenes.yaml',
      'sub_scenes: [library-night]',
      'sub_scenes: [cellar]',
      '[1].sub_scenes[0]',
      'unknown scene "cellar"',
    ],
    [
      'two scenes with one key',
      'scenes.yaml',
      '- key: lab\n',
      '- key: art # the copy\n  slug: art-again\n  type: embed\n  title: Copy\n  embed_url: /x/\n- key: lab\n',
      '[4].key',
      'duplicate scene key "art"',
    ],
    [
      'two places with one slug',
      'places.yaml',
      '- key: cafe\n',
      '- slug: library\n  key: cafe\n',
      '[2].slug',
      'duplicate place slug "library"',
    ],
    [
      'a radio field without choices',
      'forms.yaml',
      "choices: ['1', '2', '3']",
      'choices: []',
      '[2].fields[0].choices',
      'a radio field needs choices',
    ],
    [
      'a choice containing a comma',
      'forms.yaml',
      'choices: [Engineering, Medicine]',
      "choices: ['Engineering, Applied', Medicine]",
      '[0].fields[9].choices[0]',
      'a choice cannot contain a comma (choices are stored comma-separated)',
    ],
    [
      'a polygon ring that does not close',
      'map.yaml',
      '[-79.386, 43.656], [-79.386, 43.652]]]',
      '[-79.386, 43.656], [-79.385, 43.652]]]',
      'campus_outlines[0].polygon[0]',
      'a polygon ring must end where it starts',
    ],
  ])('reports %s', async (_name, file, from, to, yamlPath, message) => {
    const { dir, errors } = await errorsAfterEdit(file, from, to);
    const error = onlyError(errors);
    expect(error).toMatchObject({ file, path: yamlPath, message });
    const lineText = to.split('\n')[0] ?? to;
    expect(error.line).toBe(await lineContaining(dir, file, lineText.trim()));
  });

  it('reports a missing media file, looking in the pack and every media root', async () => {
    const { errors } = await errorsAfterEdit('scenes.yaml', 'image: media/tall.png', 'image: media/missing.png');
    expect(onlyError(errors)).toMatchObject({
      file: 'scenes.yaml',
      path: '[3].gallery[1].image',
      message: expect.stringContaining('media file not found: media/missing.png') as unknown,
    });
  });

  it('finds media in the pack directory before the media roots', async () => {
    const dir = await copyCampusPack();
    await fs.copyFile(path.join(mediaRoot, 'media/photo.jpg'), path.join(dir, 'media/photo.jpg'));
    const { pack } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(pack?.media.get('media/photo.jpg')).toBe(path.join(dir, 'media/photo.jpg'));
    expect(pack?.media.get('media/tall.png')).toBe(path.join(mediaRoot, 'media/tall.png'));
  });

  it('rejects a panorama that is not 2:1 and a file that is not an image', async () => {
    const { errors } = await errorsAfterEdit(
      'scenes.yaml',
      'panorama: media/pano-large.jpg',
      'panorama: media/photo.jpg',
    );
    expect(onlyError(errors).message).toBe(
      'media/photo.jpg: a panorama must be equirectangular 2:1, this one is 1600×1000',
    );
    const second = await errorsAfterEdit(
      'forms.yaml',
      'image: { image: media/photo.jpg, alt: Campus }',
      'image: { image: media/welcome.wav }',
    );
    expect(onlyError(second.errors).message).toMatch(/^media\/welcome.wav: not an image of an allowed kind/);
  });

  it('rejects a 3D walkthrough URL outside the allow-list', async () => {
    const { errors } = await errorsAfterEdit(
      'scenes.yaml',
      'embed_url: /walkthroughs/lab/',
      'embed_url: https://evil.example/3d',
    );
    expect(onlyError(errors)).toMatchObject({ path: '[4].embed_url' });
  });

  it('reports every error of a pack at once, sorted by file and line', async () => {
    const dir = await copyCampusPack();
    await editPackFile(dir, 'tours.yaml', 'scenes: [lab]', 'scenes: [roof]');
    await editPackFile(dir, 'ctas.yaml', 'form: visit', 'form: nothing');
    await editPackFile(dir, 'ctas.yaml', 'form: survey', 'form: nothing-either');
    const { errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(errors.map((e) => `${e.file} ${e.path}`)).toEqual([
      'ctas.yaml [3].form',
      'ctas.yaml [7].form',
      'tours.yaml [1].scenes[0]',
    ]);
    expect(formatPackErrors(errors).split('\n')[0]).toMatch(/^ctas\.yaml:\d+ \[3\]\.form: unknown form "nothing"$/);
  });

  it('reads a folder of files for a kind, reporting errors in the file that has them', async () => {
    const dir = await copyCampusPack();
    await fs.mkdir(path.join(dir, 'scenes'));
    await fs.writeFile(
      path.join(dir, 'scenes/extra.yaml'),
      '- { key: atrium, type: embed, title: Atrium, embed_url: /walkthroughs/atrium/ }\n- { key: roof, type: embed, title: Roof, embed_url: ftp://roof }\n',
    );
    const { errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(onlyError(errors)).toMatchObject({ file: 'scenes/extra.yaml', path: '[1].embed_url', line: 2 });
    await fs.writeFile(
      path.join(dir, 'scenes/extra.yaml'),
      '- { key: atrium, type: embed, title: Atrium, embed_url: /walkthroughs/atrium/ }\n',
    );
    const { pack } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(pack?.scenes.map((s) => s.key)).toEqual(['quad', 'library', 'library-night', 'art', 'lab', 'atrium']);
  });

  it('requires pack.yaml and exactly one default language', async () => {
    const empty = await validatePack(path.join(CAMPUS_PACK, 'media'));
    expect(onlyError(empty.errors).message).toMatch(/no pack.yaml/);
    const { errors } = await errorsAfterEdit('pack.yaml', 'name_local: English, default: true', 'name_local: English');
    expect(onlyError(errors)).toMatchObject({
      file: 'pack.yaml',
      path: 'languages',
      message: 'exactly one language must have default: true',
    });
  });
});
