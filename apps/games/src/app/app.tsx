import { RouterProvider } from 'react-router';
import { RealityCheck } from '../components/reality-check';
import { HouseProvider } from '../lib/house-store';
import { router } from './router';

export function App() {
  return (
    <HouseProvider>
      <RouterProvider router={router} />
      <RealityCheck />
    </HouseProvider>
  );
}
