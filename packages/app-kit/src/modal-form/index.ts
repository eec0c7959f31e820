export { ModalForm, REASON_MAX } from './modal-form';
export type { ModalFormProps } from './modal-form';
export type { ModalFormCheck } from './body-check';
export type { ModalFormItem, ModalFormItemOption, ModalFormValues } from './values';
