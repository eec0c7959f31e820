import { useEffect, useState } from 'react';
import { fitStage, type StageFit } from './stage-size';

const currentFit = () => fitStage(window.innerWidth, window.innerHeight);

/** The stage's fit to the window, following every resize (and a wall display's rotation). */
export function useStageFit(): StageFit {
  const [fit, setFit] = useState(currentFit);
  useEffect(() => {
    const update = () => setFit(currentFit());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return fit;
}
