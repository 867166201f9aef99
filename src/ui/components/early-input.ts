/*
 * What a visitor typed or chose before React hydrated the page (a visitor's page loads its scripts on the
 * first interaction, so typing into a field can start before they run). React adopts the field's value
 * as it is but tells no handler, so a controlled field's state would still be empty and its next render
 * would wipe the text. Replaying the change as an input event after hydration hands it to the handlers.
 */

const NOT_TYPED = new Set(['file', 'checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'image']);

/** Sets a field's value past React's value tracker, so that the next input event reads as a change. */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

function replayField(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  // Through the tracker: React now believes the field still holds what the server rendered.
  field.value = field.defaultValue;
  setUntracked(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const selectionChanged = (select: HTMLSelectElement): boolean => [...select.options].some((o) => o.selected !== o.defaultSelected);

export function replayEarlyInput(page: Document): void {
  for (const field of page.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field.value !== field.defaultValue) replayField(field);
  }
  for (const select of page.querySelectorAll('select')) {
    if (selectionChanged(select)) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
