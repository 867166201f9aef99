import { type InputHTMLAttributes, type SelectHTMLAttributes, useId } from 'react';
import { FIELD } from '../theme/field-styles';

/*
 * Outlined fields with their label above them, as plain elements styled by page-wide rules
 * (theme/field-styles.ts), for the fields every search page shows. They look like MUI's TextField with a
 * shrunk label, without its styled components rendered per request.
 */

function Outline({ label }: { label: string }) {
  return (
    <fieldset aria-hidden="true" className={FIELD.outline}>
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

const rootClass = (small: boolean, extra?: string) => [FIELD.root, small ? FIELD.small : '', extra ?? ''].filter(Boolean).join(' ');

/** A text input (or search input) with its label; `small` as MUI's size="small", `fieldClassName` on the whole field. */
export function PlainTextField({
  label,
  small = false,
  fieldClassName,
  ...input
}: { label: string; small?: boolean; fieldClassName?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={rootClass(small, fieldClassName)}>
      <label htmlFor={id} className={FIELD.label}>
        {label}
      </label>
      <div className={FIELD.box}>
        <input id={id} className={FIELD.input} {...input} />
        <Outline label={label} />
      </div>
    </div>
  );
}

/** A native select with its label and MUI's drop-down arrow. */
export function PlainSelect({
  label,
  small = false,
  fieldClassName,
  children,
  ...select
}: { label: string; small?: boolean; fieldClassName?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={rootClass(small, fieldClassName)}>
      <label htmlFor={id} className={FIELD.label}>
        {label}
      </label>
      <div className={FIELD.box}>
        <select id={id} className={`${FIELD.input} ${FIELD.select}`} {...select}>
          {children}
        </select>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={FIELD.icon}>
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <Outline label={label} />
      </div>
    </div>
  );
}
