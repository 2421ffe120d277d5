type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * What an action is called in the interface language. The labels nest like the actions themselves
 * (`activity-attachment.downloaded`); an action this screen does not know yet shows as it is.
 */
export function actionLabel(t: Translate, action: string): string {
  return t(`actions.${action}`, { defaultValue: action });
}

/** What a changed field is called in the interface language; a field not known here shows as it is. */
export function fieldLabel(t: Translate, field: string): string {
  return t(`fields.${field}`, { defaultValue: field });
}
