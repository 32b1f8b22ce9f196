import { matchLanguage } from '@meridian/contracts/language-match';

/** Texts of the hosted form page itself (the form's own texts come from its document). */
export interface HostedFormStrings {
  submit: string;
  sending: string;
  choose: string;
  networkError: string;
  /** Read by screen readers before a field's error messages (spec section 5). */
  errorInField: string;
  opensInNewTab: string;
  /** Spoken after the legend of a required checkboxes group, which has no `required` attribute to carry it. */
  required: string;
}

const en: HostedFormStrings = {
  submit: 'Submit',
  sending: 'Sending…',
  choose: 'Choose…',
  networkError: 'The form could not be sent. Check your connection and try again.',
  errorInField: 'Error in field {field}:',
  opensInNewTab: '(opens in a new tab)',
  required: '(required)',
};

const fr: HostedFormStrings = {
  submit: 'Envoyer',
  sending: 'Envoi…',
  choose: 'Choisir…',
  networkError: 'Le formulaire n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
  errorInField: 'Erreur dans le champ {field} :',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  required: '(obligatoire)',
};

const zhHans: HostedFormStrings = {
  submit: '提交',
  sending: '正在发送…',
  choose: '请选择…',
  networkError: '表单无法发送。请检查网络连接后重试。',
  errorInField: '字段 {field} 有错误：',
  opensInNewTab: '（在新标签页中打开）',
  required: '（必填）',
};

const zhHant: HostedFormStrings = {
  submit: '提交',
  sending: '正在傳送…',
  choose: '請選擇…',
  networkError: '表單無法傳送。請檢查網路連線後重試。',
  errorInField: '欄位 {field} 有錯誤：',
  opensInNewTab: '（在新分頁中開啟）',
  required: '（必填）',
};

const ar: HostedFormStrings = {
  submit: 'إرسال',
  sending: 'جارٍ الإرسال…',
  choose: 'اختر…',
  networkError: 'تعذّر إرسال النموذج. تحقق من اتصالك وحاول مرة أخرى.',
  errorInField: 'خطأ في الحقل {field}:',
  opensInNewTab: '(يفتح في علامة تبويب جديدة)',
  required: '(مطلوب)',
};

const tables: ReadonlyMap<string, HostedFormStrings> = new Map([
  ['en', en],
  ['fr-ca', fr],
  ['zh-hans', zhHans],
  ['zh-hant', zhHant],
  ['ar', ar],
]);

/** The strings for a language by the shared matching rule (fr and fr-FR → fr-ca), else English. */
export function hostedFormStrings(language: string): HostedFormStrings {
  return tables.get(matchLanguage([language], [...tables.keys()]) ?? 'en') ?? en;
}
