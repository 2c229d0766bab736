// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A source file for targets that only carry something else (precompiled headers).
