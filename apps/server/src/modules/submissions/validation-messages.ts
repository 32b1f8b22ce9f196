import { matchLanguage } from '@meridian/contracts/language-match';

/**
 * The standard field-error messages of form submissions, per language. English is
 * the wording of spec section 5 ("This field is required."); the other languages
 * are those of the demo tenants. A language missing here falls back to its base
 * language (fr-ca → fr) and then to English, so a tenant with another language
 * still gets readable errors.
 */
export type ValidationMessageKey =
  | 'required'
  | 'invalidEmail'
  | 'invalidNumber'
  | 'invalidDate'
  | 'invalidPhone'
  | 'invalidChoice'
  | 'tooLong'
  | 'singleValue'
  | 'formInvalid';

type MessageTable = Record<ValidationMessageKey, string>;

const en: MessageTable = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  invalidNumber: 'Enter a number.',
  invalidDate: 'Enter a valid date (year-month-day).',
  invalidPhone: 'Enter a valid phone number.',
  invalidChoice: 'Select a valid choice. {value} is not one of the available choices.',
  tooLong: 'Ensure this value has at most {max} characters.',
  singleValue: 'Enter a single value.',
  formInvalid: 'Please correct the errors below.',
};

const fr: MessageTable = {
  required: 'Ce champ est obligatoire.',
  invalidEmail: 'Saisissez une adresse courriel valide.',
  invalidNumber: 'Saisissez un nombre.',
  invalidDate: 'Saisissez une date valide (année-mois-jour).',
  invalidPhone: 'Saisissez un numéro de téléphone valide.',
  invalidChoice: 'Sélectionnez un choix valide. {value} ne fait pas partie des choix disponibles.',
  tooLong: 'Assurez-vous que cette valeur comporte au plus {max} caractères.',
  singleValue: 'Saisissez une seule valeur.',
  formInvalid: 'Veuillez corriger les erreurs ci-dessous.',
};

const zhHans: MessageTable = {
  required: '这个字段是必填项。',
  invalidEmail: '请输入有效的电子邮件地址。',
  invalidNumber: '请输入一个数字。',
  invalidDate: '请输入有效的日期（年-月-日）。',
  invalidPhone: '请输入有效的电话号码。',
  invalidChoice: '请选择有效的选项。{value} 不在可选项中。',
  tooLong: '请确保该值最多包含 {max} 个字符。',
  singleValue: '请只输入一个值。',
  formInvalid: '请更正以下错误。',
};

const zhHant: MessageTable = {
  required: '這個欄位是必填項。',
  invalidEmail: '請輸入有效的電子郵件地址。',
  invalidNumber: '請輸入一個數字。',
  invalidDate: '請輸入有效的日期（年-月-日）。',
  invalidPhone: '請輸入有效的電話號碼。',
  invalidChoice: '請選擇有效的選項。{value} 不在可選項中。',
  tooLong: '請確保該值最多包含 {max} 個字元。',
  singleValue: '請只輸入一個值。',
  formInvalid: '請更正以下錯誤。',
};

const ar: MessageTable = {
  required: 'هذا الحقل مطلوب.',
  invalidEmail: 'أدخل عنوان بريد إلكتروني صالحًا.',
  invalidNumber: 'أدخل رقمًا.',
  invalidDate: 'أدخل تاريخًا صالحًا (سنة-شهر-يوم).',
  invalidPhone: 'أدخل رقم هاتف صالحًا.',
  invalidChoice: 'اختر خيارًا صالحًا. {value} ليس من الخيارات المتاحة.',
  tooLong: 'تأكد من أن هذه القيمة لا تتجاوز {max} حرفًا.',
  singleValue: 'أدخل قيمة واحدة.',
  formInvalid: 'يرجى تصحيح الأخطاء أدناه.',
};

const tables: ReadonlyMap<string, MessageTable> = new Map([
  ['en', en],
  ['fr-ca', fr],
  ['zh-hans', zhHans],
  ['zh-hant', zhHant],
  ['ar', ar],
]);

/** The messages for a language by the shared matching rule (fr and fr-FR → fr-ca), else English. */
export function validationMessages(language: string): MessageTable {
  return tables.get(matchLanguage([language], [...tables.keys()]) ?? 'en') ?? en;
}

export function formatValidationMessage(
  language: string,
  key: ValidationMessageKey,
  values: Record<string, string | number> = {},
): string {
  return validationMessages(language)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
