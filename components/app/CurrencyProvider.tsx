'use client';
// The default currency for every amount shown in the console.
import { createContext, type ReactNode, useContext } from 'react';
import { FALLBACK_CURRENCY, type Currency } from '@/lib/money/currency';

const CurrencyContext = createContext<Currency>(FALLBACK_CURRENCY);

export function CurrencyProvider({ currency, children }: { currency: Currency; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

export const useCurrency = () => useContext(CurrencyContext);
