'use client'
// The desktop menu, hidden below `lg` (phones and tablets use MobileNav), hydrated only where it
// shows (lgUpIsland): on a phone its links, dropdowns and brand mega menu were most of the
// header's hydration.
import { lgUpIsland } from '@/src/components/ui/lg-up-island.client'
import { DesktopNav } from './DesktopNav.client'

export const DesktopNavIsland = lgUpIsland(DesktopNav, 'menu')
