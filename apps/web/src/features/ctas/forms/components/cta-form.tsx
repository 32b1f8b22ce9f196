// The native CTA form (spec sections 2, 4, 5 and 7): fields at their defaults, checks when a field
// is left, submission with the visitor's language, then the success message with an OK button (or
// the post_redirect_page in a frame); a failure shows each server error beside its field, the
// form's error_message, keeps the typed values and re-enables the button.
import type { FormCtaValue, FormField } from '@meridian/contracts';
import { useEffect, useReducer, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { useApi } from '../../../../lib/tenant-context.tsx';
import { submitForm } from '../api/submit-form.ts';
import { checkField, type ClientProblem } from '../client-checks.ts';
import { buildSubmission, initialValues, type FieldValue, type FormValues } from '../form-values.ts';
import { initialSubmission, submissionReducer } from '../submission-state.ts';
import { FormFieldControl } from './form-field.tsx';
import './forms.css';

const PROBLEM_KEYS: Record<ClientProblem, string> = {
  required: 'form.fieldRequired',
  email: 'form.invalidEmail',
  phone: 'form.invalidPhone',
};

export interface CtaFormProps {
  form: FormCtaValue;
  language: string;
  dir: 'ltr' | 'rtl';
  tour: { title: string; slug: string } | null;
  fetchImpl?: typeof fetch | undefined;
  /** Called when the visitor submits (analytics). */
  onSubmitted?: () => void;
  /** Called once the server stored the submission (the submission is confirmed). */
  onSuccess?: () => void;
  /** Rendered under the success message (the OK button that closes the modal). */
  successActions?: ReactNode;
}

export function CtaForm({
  form,
  language,
  dir,
  tour,
  fetchImpl,
  onSubmitted,
  onSuccess,
  successActions,
}: CtaFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [values, setValues] = useState<FormValues>(() => initialValues(form.fields));
  const [state, dispatch] = useReducer(submissionReducer, initialSubmission);
  const successRef = useRef<HTMLDivElement>(null);

  // The form is replaced by the success message: move the focus onto it so it is read out and the
  // keyboard user stays inside the dialog.
  useEffect(() => {
    if (state.sent) successRef.current?.focus();
  }, [state.sent]);

  const check = (field: FormField, value: FieldValue) => {
    const problem = checkField(field, value);
    dispatch({ type: 'field-checked', field: field.clean_name, errors: problem ? [t(PROBLEM_KEYS[problem])] : [] });
  };
  const setValue = (field: FormField, value: FieldValue) => {
    setValues((current) => ({ ...current, [field.clean_name]: value }));
    // A field showing an error is checked again as it changes, so a fixed error goes at once and
    // not on leaving the field: the vanishing message would shift the form under the pointer
    // between press and release, and the click on the next field would be lost.
    if ((state.fieldErrors[field.clean_name] ?? []).length > 0) check(field, value);
  };

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (state.buttonDisabled) return;
    dispatch({ type: 'start' });
    onSubmitted?.();
    const outcome = await submitForm({
      form,
      body: buildSubmission(form, values, { language, tour }),
      origin: api.origin,
      language,
      fetchImpl,
    });
    if (outcome.kind === 'success') {
      dispatch({ type: 'success', serverMessage: outcome.message, fallbackMessage: form.success_message });
      onSuccess?.();
      return;
    }
    dispatch({
      type: 'failure',
      fieldErrors: outcome.kind === 'invalid' ? outcome.errors : {},
      formError:
        form.error_message.trim() || (outcome.kind === 'invalid' ? outcome.message : '') || t('form.genericError'),
    });
  };

  if (state.sent && form.post_redirect_page) {
    return <iframe className="cta-form__redirect" src={form.post_redirect_page} title={t('cta.nextPageTitle')} />;
  }
  if (state.sent && state.successMessage) {
    return (
      <div className="cta-form__success" role="status" tabIndex={-1} ref={successRef}>
        <p>{state.successMessage}</p>
        {successActions}
      </div>
    );
  }

  return (
    <form className="cta-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={state.submitting}>
      {form.fields.map((field) => (
        <FormFieldControl
          key={field.id}
          field={field}
          value={values[field.clean_name] ?? ''}
          errors={state.fieldErrors[field.clean_name] ?? []}
          onChange={(value) => setValue(field, value)}
          onBlur={() => check(field, values[field.clean_name] ?? '')}
          language={language}
          dir={dir}
        />
      ))}
      {state.formError ? (
        <p className="cta-form__error" role="alert">
          {state.formError}
        </p>
      ) : null}
      <Button type="submit" className="cta-form__submit" block disabled={state.buttonDisabled}>
        {state.submitting ? t('form.sending') : form.submit_button_text.trim() || t('form.submit')}
      </Button>
    </form>
  );
}
