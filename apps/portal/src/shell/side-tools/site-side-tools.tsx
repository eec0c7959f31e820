import { QUICK_JUMP } from '@qyfw/portal-sdk/constants';
import { SideTools, type QuickJumpItem } from '@qyfw/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { publicHref } from '../../components/app-link';
import { requireLogin } from '../../session/guards';
import { homeSectionId, scrollToSection, waitForElement } from './home-sections';

const jumpItems: readonly QuickJumpItem[] = QUICK_JUMP.map(({ key, label }) => ({ key, label }));

/** Below this scroll position back-to-top would do nothing worth a button. */
const BACK_TO_TOP_FROM_PX = 400;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    // No read on mount: scrollY forces a layout in the middle of the first render (≈ 120–200 ms on
    // 政策库 in a CPU profile), and a page the browser restores scrolled fires a scroll event anyway.
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** The floating tools on the right (contract §2): consult, quick jump to the home sections, back to top. */
export function SiteSideTools() {
  const router = useRouter();
  const scrolled = useScrolledPast(BACK_TO_TOP_FROM_PX);

  const onConsult = () => {
    const href = publicHref('/companyConsultation');
    if (!requireLogin({ continueTo: href })) return;
    void router.navigate({ href });
  };

  const onJump = async (key: string) => {
    const jump = QUICK_JUMP.find((item) => item.key === key);
    if (!jump) return;
    // The sections live on the home page: go there first from anywhere else.
    if (router.state.location.pathname !== '/index') await router.navigate({ to: '/index' });
    const section = await waitForElement(homeSectionId(jump.key));
    if (section) scrollToSection(section);
  };

  return (
    <SideTools
      onConsult={onConsult}
      jumpItems={jumpItems}
      onJump={(key) => void onJump(key)}
      onBackToTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      backToTopVisible={scrolled}
    />
  );
}
