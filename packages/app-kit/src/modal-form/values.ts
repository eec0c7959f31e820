// What a decision dialog sends: the fields a flow row may need (TransitionNeeds), in the shapes the
// transition calls take them.

/** One thing the operator may list for 补正: a field or a material of the record, by its key. */
export interface ModalFormItemOption {
  /** How the call tells fields from materials (`field`, `material`). */
  readonly kind: string;
  readonly key: string;
  /** What the checklist shows (the material's name). */
  readonly label: string;
}

/** A listed item with what the member is to fix (the call's correction item). */
export interface ModalFormItem {
  readonly kind: string;
  readonly key: string;
  readonly note: string;
}

export interface ModalFormValues {
  /** Trimmed; present only when the event's row names a reason. */
  readonly reason?: string;
  /** 万元; present only when the row names an amount and one was given. */
  readonly amount?: number;
  /** Present only when the row names items; notes trimmed. */
  readonly items?: readonly ModalFormItem[];
}
