// The pack's calls to action (ctas.yaml) and the forms they show (forms.yaml), as the Studio reads
// them, and the edits that are more than one value: a CTA's kind and timing, a new CTA, form, field.
// The format is docs/content-packs.md § ctas.yaml and forms.yaml (apps/server/src/packs/schema).
import type { StudioOperation, StudioState } from '@meridian/contracts/studio';
import type { Located } from './pack-model.ts';
import { imageOf, isObj, list, str, text, type ImageModel, type Obj, type Text } from './pack-values.ts';

export type CtaAction = 'notice' | 'form' | 'external_link';
export const CTA_ACTIONS: readonly CtaAction[] = ['notice', 'form', 'external_link'];
/** Each kind's name in the Studio's strings. */
export const KIND_LABEL = { notice: 'kindNotice', form: 'kindForm', external_link: 'kindLink' } as const;

/** The keys only one kind of CTA has (the format's objects are strict: the others are errors). */
const KIND_KEYS: Record<CtaAction, readonly string[]> = {
  notice: ['image', 'blocks', 'fixed_button'],
  form: ['form'],
  external_link: ['text', 'url'],
};

/** The block types a notice can hold that the Studio edits; others are shown and kept as written. */
export const EDITABLE_BLOCKS = ['paragraph', 'button', 'external_link', 'image'] as const;
export type EditableBlock = (typeof EDITABLE_BLOCKS)[number];

export interface LinkModel {
  text: Text;
  url: Text;
}

export interface BlockModel extends LinkModel {
  index: number;
  type: string;
  /** A paragraph's HTML. */
  value: Text;
  /** An image block's file. */
  image: string | null;
  alt: Text;
  title: Text;
}

export interface CtaModel extends Located {
  key: string;
  action: string;
  live: boolean;
  name: Text;
  title: Text;
  timing: number | null;
  endOfTour: boolean;
  gateEntry: boolean;
  setCookie: boolean;
  image: ImageModel | null;
  blocks: BlockModel[];
  fixedButton: LinkModel | null;
  form: string;
  text: Text;
  url: Text;
  /** The keys the pack writes for it (an edit deletes only what is there). */
  keys: string[];
}

export interface FieldModel {
  index: number;
  key: string;
  label: Text;
  type: string;
  required: boolean;
  choices: Text[];
  /** checkboxes: a list; the others: a text (a checkbox's "on"). */
  default: Text | Text[];
  helpText: Text;
}

export interface FormModel extends Located {
  key: string;
  name: Text;
  title: Text;
  paragraph: Text;
  image: ImageModel | null;
  hosted: boolean;
  submitButtonText: Text;
  successMessage: Text;
  errorMessage: Text;
  postRedirectPage: string | null;
  fields: FieldModel[];
}

function entities(state: StudioState, kind: string): { file: string; index: number; value: Obj }[] {
  const pattern = new RegExp(`^${kind}(/[^/]+)?\\.ya?ml$`);
  return state.files
    .filter((f) => pattern.test(f.file))
    .flatMap((f) => list(f.value).flatMap((value, index) => (isObj(value) ? [{ file: f.file, index, value }] : [])));
}

const linkOf = (value: unknown): LinkModel | null =>
  isObj(value) ? { text: text(value.text), url: text(value.url) } : null;

function blockOf(value: unknown, index: number): BlockModel {
  const block = isObj(value) ? value : {};
  const video = isObj(block.video) ? block.video : {};
  return {
    index,
    type: str(block.type),
    value: text(block.value),
    image: typeof block.image === 'string' ? block.image : null,
    alt: text(block.alt),
    // A video block is named by its video's title.
    title: text(block.type === 'video' ? video.title : block.title),
    text: text(block.text),
    url: text(block.url),
  };
}

export function readCtas(state: StudioState): CtaModel[] {
  return entities(state, 'ctas').map(({ file, index, value }) => ({
    file,
    index,
    key: str(value.key),
    action: str(value.action),
    live: value.live !== false,
    name: text(value.name),
    title: text(value.title),
    timing: typeof value.timing === 'number' ? value.timing : null,
    endOfTour: value.end_of_tour === true,
    gateEntry: value.gate_entry === true,
    setCookie: value.set_cookie_to_prevent_redisplay === true,
    image: imageOf(value.image),
    blocks: list(value.blocks).map(blockOf),
    fixedButton: linkOf(value.fixed_button),
    form: str(value.form),
    text: text(value.text),
    url: text(value.url),
    keys: Object.keys(value),
  }));
}

function fieldOf(value: unknown, index: number): FieldModel {
  const field = isObj(value) ? value : {};
  return {
    index,
    key: str(field.key),
    label: text(field.label),
    type: str(field.type) || 'singleline',
    required: field.required === true,
    choices: list(field.choices).map(text),
    default: Array.isArray(field.default) ? field.default.map(text) : text(field.default),
    helpText: text(field.help_text),
  };
}

export function readForms(state: StudioState): FormModel[] {
  return entities(state, 'forms').map(({ file, index, value }) => ({
    file,
    index,
    key: str(value.key),
    name: text(value.name),
    title: text(value.title),
    paragraph: text(value.paragraph),
    image: imageOf(value.image),
    hosted: value.hosted === true,
    submitButtonText: text(value.submit_button_text),
    successMessage: text(value.success_message),
    errorMessage: text(value.error_message),
    postRedirectPage: typeof value.post_redirect_page === 'string' ? value.post_redirect_page : null,
    fields: list(value.fields).map(fieldOf),
  }));
}

/** When a CTA shows (spec section 3): -1 on entry, 0 after the splash, n after n scenes, null a button. */
export type TimingChoice = 'entry' | 'splash' | 'scenes' | 'button';

export function timingChoice(timing: number | null): TimingChoice {
  if (timing === null) return 'button';
  if (timing < 0) return 'entry';
  return timing === 0 ? 'splash' : 'scenes';
}

/** The timing a choice writes; after n scenes keeps the CTA's own n (else 1). */
export function timingOf(choice: TimingChoice, current: number | null): number | null {
  if (choice === 'button') return null;
  if (choice === 'entry') return -1;
  if (choice === 'splash') return 0;
  return current !== null && current > 0 ? current : 1;
}

/**
 * A CTA turned into another kind: the keys of its old kind removed (the format refuses them), what
 * the new kind needs written: a form's key, a link's text (the CTA's name) and an empty URL, which
 * the validator then asks for beside the field.
 */
export function actionOperations(cta: CtaModel, action: CtaAction, formKey: string | null): StudioOperation[] {
  const at = (...rest: string[]) => [cta.index, ...rest];
  const operations: StudioOperation[] = [{ op: 'set', file: cta.file, path: at('action'), value: action }];
  for (const key of cta.keys) {
    const ownedElsewhere = CTA_ACTIONS.some((kind) => kind !== action && KIND_KEYS[kind].includes(key));
    if (ownedElsewhere && !KIND_KEYS[action].includes(key))
      operations.push({ op: 'delete', file: cta.file, path: at(key) });
  }
  if (action === 'form' && formKey !== null)
    operations.push({ op: 'set', file: cta.file, path: at('form'), value: formKey });
  if (action === 'external_link') {
    operations.push({ op: 'set', file: cta.file, path: at('text'), value: cta.name ?? '' });
    operations.push({ op: 'set', file: cta.file, path: at('url'), value: '' });
  }
  return operations;
}

/**
 * A new CTA: a notice shown by a button (timing null), not live. A draft reaches no visitor until
 * the author makes it live; the Studio's preview shows drafts (it asks with a preview token).
 */
export function newCta(key: string, name: string, defaultLanguage: string): Obj {
  return { key, action: 'notice', live: false, name: { [defaultLanguage]: name }, timing: null };
}

/** A new form: the texts the format requires, in the default language, and one email field. */
export function newForm(key: string, name: string, defaultLanguage: string, texts: NewFormTexts): Obj {
  const inDefault = (value: string) => ({ [defaultLanguage]: value });
  return {
    key,
    name: inDefault(name),
    title: inDefault(name),
    success_message: inDefault(texts.success),
    error_message: inDefault(texts.error),
    fields: [newField('email', texts.email, 'email')],
  };
}

export interface NewFormTexts {
  success: string;
  error: string;
  email: string;
}

/** A new field: its label a plain string (the default language's, until a translation makes it a map). */
export function newField(key: string, label: string, type: string): Obj {
  return { key, label, type, ...(type === 'email' ? { required: true } : {}) };
}

/** A field's key (its submission's `clean_name`): lower-case letters, digits and `_`, unique in the form. */
export function fieldKey(label: string, taken: readonly string[]): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[_0-9]+|_+$/g, '')
      .slice(0, 48) || 'field';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}_${n}`)) return `${base}_${n}`;
}

/** The field types whose answer is one of its choices (or several: checkboxes). */
export const CHOICE_TYPES = ['radio', 'dropdown', 'checkboxes'];

/** A new block of a notice, its texts in the default language. */
export function newBlock(type: EditableBlock, defaultLanguage: string, image: string | null): Obj {
  if (type === 'paragraph') return { type, value: { [defaultLanguage]: '' } };
  if (type === 'image') return { type, image: image ?? '' };
  return { type, text: { [defaultLanguage]: '' }, url: '' };
}

/** The CTAs that show a form: where a form's edits are seen. */
export function ctasShowing(ctas: readonly CtaModel[], formKey: string): CtaModel[] {
  return ctas.filter((cta) => cta.action === 'form' && cta.form === formKey);
}
