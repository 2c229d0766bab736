// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QCoreApplication;

namespace Custody {

// Installs the translations for the system locale: Custody's own (compiled into the
// application under :/i18n) and Qt's for standard dialogs and buttons. English needs none.
void installTranslators(QCoreApplication &application);

} // namespace Custody
