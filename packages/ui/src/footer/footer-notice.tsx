import styles from './footer.module.css';

/** The disclaimer and privacy notice shown on every page except the home page (contract §1). */
export function FooterNotice() {
  return (
    <section className={styles.notice} aria-label="免责声明与隐私提示">
      <p>
        <strong>免责声明：</strong>
        本站展示的企业、政策、专家、人才等信息均来源于政府公开信息及其他公开渠道，仅供参考。由于信息采集与更新存在时间差，部分内容可能滞后或与实际情况不一致，请以相关部门正式发布的信息为准。
      </p>
      <p>
        <strong>隐私提示：</strong>
        我们重视您的个人信息保护。如本站公开展示的信息中包含您或贵单位的联系方式，且您不希望继续公开，请联系在线客服或拨打服务热线，我们核实后将及时删除。
      </p>
    </section>
  );
}
