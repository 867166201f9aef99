import { type HTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { FIELD } from '../theme/field-styles';

/*
 * Outlined fields with their label above them, as plain elements styled by page-wide rules
 * (theme/field-styles.ts), for the fields every search page shows. They look like MUI's TextField with a
 * shrunk label, without its styled components rendered per request.
 */

interface FieldFrame {
  readonly label: string;
  /** MUI's size="small". */
  readonly small?: boolean;
  /** A class on the whole field (its width, its place in a layout). */
  readonly fieldClassName?: string | undefined;
}

/** What a widget around the field (MUI's Autocomplete) gives the frame: the control's id, its box's handlers. */
interface FieldHooks {
  readonly controlId?: string | undefined;
  readonly labelId?: string | undefined;
  readonly fullWidth?: boolean | undefined;
  readonly boxProps?: (HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) | undefined;
}

/** The label, the box and its notched outline around one control, which gets the label's id. */
export function Field({
  label,
  small = false,
  fieldClassName,
  controlId,
  labelId,
  fullWidth = false,
  boxProps,
  control,
}: FieldFrame & FieldHooks & { control: (id: string) => ReactNode }) {
  const ownId = useId();
  const id = controlId ?? ownId;
  const rootClass = [FIELD.root, small ? FIELD.small : '', fullWidth ? FIELD.fullWidth : '', fieldClassName ?? ''];
  return (
    <div className={rootClass.filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={id} className={FIELD.label}>
        {label}
      </label>
      <div {...boxProps} className={[FIELD.box, boxProps?.className ?? ''].filter(Boolean).join(' ')}>
        {control(id)}
        <fieldset aria-hidden="true" className={FIELD.outline}>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}

/** A text input (or search input) with its label. */
export function PlainTextField({ label, small, fieldClassName, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      label={label}
      small={small}
      fieldClassName={fieldClassName}
      control={(id) => <input id={id} className={FIELD.input} {...input} />}
    />
  );
}

/** A native select with its label and MUI's drop-down arrow. */
export function PlainSelect({ label, small, fieldClassName, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      label={label}
      small={small}
      fieldClassName={fieldClassName}
      control={(id) => (
        <>
          <select id={id} className={`${FIELD.input} ${FIELD.select}`} {...select}>
            {children}
          </select>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={FIELD.icon}>
            <path d="M7 10l5 5 5-5z" />
          </svg>
        </>
      )}
    />
  );
}
