import { StoreFormCard } from "./store-form";

/** What a card needs of its form (useStoreForm's answer). */
interface CardForm {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  formState: { isSubmitting: boolean; isDirty: boolean };
}

/**
 * The editor of one item of a 'Tienda' list, drawn under the list's own h2: its save button and
 * Cancelar. `idPrefix` 'estilo' gives the test ids 'estilo-form' and 'estilo-guardar'.
 */
export function EditorFormCard({
  form,
  title,
  idPrefix,
  submitLabel,
  onCancel,
  children,
}: {
  form: CardForm;
  title: string;
  idPrefix: string;
  submitLabel: string;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  return (
    <StoreFormCard
      title={title}
      level="h3"
      onSubmit={form.onSubmit}
      saving={form.formState.isSubmitting}
      testId={`${idPrefix}-form`}
      submitTestId={`${idPrefix}-guardar`}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      {children}
    </StoreFormCard>
  );
}

/**
 * One content block of the store (a home section, a menu, an info page). Publishing waits for a
 * change, except while nothing is published yet (the defaults are then worth publishing as they
 * are); only a published block can be taken off the store.
 */
export function ContentFormCard({
  form,
  stored,
  title,
  description,
  testId,
  onRemove,
  removing,
  children,
}: {
  form: CardForm;
  /** The block is published. */
  stored: boolean;
  title: string;
  description?: string;
  testId: string;
  onRemove?: () => void;
  removing?: boolean;
  children: React.ReactNode;
}) {
  return (
    <StoreFormCard
      title={title}
      description={description}
      onSubmit={form.onSubmit}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty || !stored}
      testId={testId}
      onRemove={stored ? onRemove : undefined}
      removing={removing}
    >
      {children}
    </StoreFormCard>
  );
}
