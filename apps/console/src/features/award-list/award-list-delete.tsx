// 删除名单: a list published by mistake is removed with its companies — from the home page, 政策详情
// and the enterprises' 已获政策 — after the operator says why (the audit log keeps the reason and
// what the list was). The call's own body schema judges the reason, in its words.
import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as awardListAdminCalls from '@qyfw/portal-sdk/calls/award-list-admin';
import type { AwardList } from '@qyfw/portal-sdk/calls/award-list-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';

export interface AwardListDeleteProps {
  /** The list to delete; undefined: closed. */
  readonly list: Pick<AwardList, 'id' | 'entry_name' | 'companies'> | undefined;
  readonly onClose: () => void;
  readonly onDeleted?: () => void;
}

export function AwardListDelete({ list, onClose, onDeleted }: AwardListDeleteProps) {
  const { client, toast } = useAppKit();
  const remove = useCallMutation(awardListAdminCalls.admin_award_list_delete, {
    client,
    invalidates: [awardListAdminCalls.admin_award_list_list],
    onSuccess: (data) => {
      void toast('success', `已删除“${data.entry_name}”`);
      onDeleted?.();
    },
  });
  return (
    <ModalForm
      open={list !== undefined}
      title="删除名单"
      okText="删除"
      danger
      description={
        list ? (
          <p>
            将删除“{list.entry_name}”及其 {list.companies}{' '}
            家企业：首页、政策详情与企业的已获政策中都不再显示。此操作不能撤销，审计日志会记下名单内容与原因。
          </p>
        ) : null
      }
      needs={{ reason: true }}
      reasonLabel="删除原因"
      reasonPlaceholder="如：金额有误，将重新导入"
      check={{
        schema: awardListAdminCalls.admin_award_list_delete.body,
        body: { id: list?.id ?? 0 },
      }}
      onSubmit={(values) =>
        remove.mutateAsync({ id: list!.id, reason: values.reason ?? '' } as never)
      }
      onClose={onClose}
    />
  );
}
