import { createFileRoute } from '@tanstack/react-router';
import { PolicyEditor } from '../../../features/publishing/policy-editor';

/** /publishing/policies/new: a new policy document (a draft until published). */
export const Route = createFileRoute('/_shell/publishing/policies/new')({
  component: () => <PolicyEditor />,
});
