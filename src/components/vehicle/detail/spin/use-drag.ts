'use client'
// A horizontal pointer drag (mouse, pen and touch alike): reports the distance moved since the
// pointer went down. A press on a button (a hotspot) is left to the button.
import { type PointerEvent, useRef } from 'react'

export function useDrag({ enabled, onStart, onMove }: { enabled: boolean; onStart: () => void; onMove: (dx: number) => void }) {
  const start = useRef<{ id: number; x: number } | null>(null)

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return
    if ((event.target as HTMLElement).closest('button')) return
    start.current = { id: event.pointerId, x: event.clientX }
    event.currentTarget.setPointerCapture?.(event.pointerId)
    onStart()
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.id !== event.pointerId) return
    event.preventDefault()
    onMove(event.clientX - start.current.x)
  }
  const end = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.id !== event.pointerId) return
    start.current = null
    event.currentTarget.releasePointerCapture?.(event.pointerId)
  }
  return { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end }
}
