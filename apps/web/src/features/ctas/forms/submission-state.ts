// The submit cycle of a CTA form (spec section 4, "CTA form"): submitting disables the button and
// clears errors; success sets `sent` and keeps the button disabled unless the server returned a
// message; failure stores the per-field errors and re-enables the button.
export interface SubmissionState {
  submitting: boolean;
  sent: boolean;
  buttonDisabled: boolean;
  fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** The general error shown above the button (the form's error_message). */
  formError: string | null;
  /** The success text to show (the server's message, else the form's success_message). */
  successMessage: string | null;
}

export type SubmissionAction =
  | { type: 'start' }
  | { type: 'success'; serverMessage: string; fallbackMessage: string }
  | { type: 'failure'; fieldErrors: Record<string, string[]>; formError: string }
  | { type: 'field-checked'; field: string; errors: string[] };

export const initialSubmission: SubmissionState = {
  submitting: false,
  sent: false,
  buttonDisabled: false,
  fieldErrors: {},
  formError: null,
  successMessage: null,
};

export function submissionReducer(state: SubmissionState, action: SubmissionAction): SubmissionState {
  switch (action.type) {
    case 'start':
      return { ...state, submitting: true, buttonDisabled: true, fieldErrors: {}, formError: null };
    case 'success': {
      const message = action.serverMessage.trim() || action.fallbackMessage.trim();
      return {
        ...state,
        submitting: false,
        sent: true,
        buttonDisabled: action.serverMessage.trim() === '',
        successMessage: message || null,
      };
    }
    case 'failure':
      return {
        ...state,
        submitting: false,
        buttonDisabled: false,
        fieldErrors: action.fieldErrors,
        formError: action.formError,
      };
    case 'field-checked': {
      const { [action.field]: _previous, ...others } = state.fieldErrors;
      return {
        ...state,
        fieldErrors: action.errors.length > 0 ? { ...others, [action.field]: action.errors } : others,
      };
    }
  }
}
