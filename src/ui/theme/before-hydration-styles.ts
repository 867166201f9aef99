/*
 * Rules for a page React has not hydrated yet: a visitor's page until the first interaction, and any page
 * in a browser without JavaScript. MUI moves an outlined field's label up (and cuts the border's notch for
 * it) from React state, on focus or once the field has a value; before hydration nothing moves it, so the
 * label sat inside the field over the placeholder and over what was typed. Until `data-hydrated` is set
 * (components/hydration-marker.tsx) every outlined label stands above its field, as the job search's do
 * always; afterwards MUI's own rules apply again.
 */
export const BEFORE_HYDRATION_CSS = [
  'html:not([data-hydrated]) .MuiInputLabel-outlined[data-shrink=false]{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}',
  'html:not([data-hydrated]) .MuiFormControl-root:has(>.MuiInputLabel-outlined[data-shrink=false]) .MuiOutlinedInput-notchedOutline>legend{max-width:100%}',
].join('');
