import { RouterProvider } from 'react-router';
import { HouseProvider } from '../lib/house-store';
import { router } from './router';

export function App() {
  return (
    <HouseProvider>
      <RouterProvider router={router} />
    </HouseProvider>
  );
}
