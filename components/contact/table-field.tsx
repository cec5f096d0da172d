import type { ReactNode } from 'react';
import type { FieldId, FormFieldName, Kind } from '@site/contact-form';
import { formRows } from '@/lib/enquiries/contact-form';
import { FormField } from './form-field';
import type { FieldText } from './form-strings';

/** The input type of the kinds that are one line; a `choice` is a select, a `text` a textarea. */
const inputType = { line: 'text', email: 'email', tel: 'tel' } as const satisfies Partial<Record<Kind, string>>;

/**
 * Selects drawn by the site, not the engine, so that they look like the text fields in
 * every engine and colour mode: WebKit otherwise paints its own grey pop-up button, 48 px
 * high, over the field's style. Without the engine's look there is no arrow either: the
 * chevron is drawn over the inline end (`selectIcon`), with room kept for it; and the
 * height is set, since WebKit ignores a select's line height.
 */
const selectLook = 'h-10.5 appearance-none pe-10';

type Props = {
  id: FieldId;
  /** Its words, from its row's catalogue keys (form-strings.ts). */
  text: FieldText;
  error?: string;
  onEdit: (field: FormFieldName) => void;
  /** A select's chevron, over its inline end (contact-form.tsx). */
  selectIcon: ReactNode;
};

/**
 * A text field of the contact form, drawn from its row of the table (@site/contact-form): its
 * kind gives the control (input and its type, select or textarea), the row its
 * autofill and direction; FormField gives its id, name, required mark, hint and error.
 */
export function TableField({ id, text, error, onEdit, selectIcon }: Props) {
  const f = formRows[id];
  return (
    <FormField field={id} label={text.label} hint={text.hint} error={error} onEdit={onEdit}>
      {(control) => {
        if (f.kind === 'text') return <textarea {...control} rows={7} />;
        if (f.kind === 'choice')
          return (
            <>
              <select {...control} className={`${control.className} ${selectLook}`} defaultValue="">
                <option value="" disabled>
                  {text.placeholder}
                </option>
                {text.options?.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
              {selectIcon}
            </>
          );
        return (
          <input
            {...control}
            type={inputType[f.kind]}
            dir={f.dir}
            autoComplete={f.autocomplete}
            // A left-to-right value on a right-to-left page keeps to the page's side.
            className={f.dir === 'ltr' ? `${control.className} rtl:text-end` : control.className}
          />
        );
      }}
    </FormField>
  );
}
