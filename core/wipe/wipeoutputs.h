// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/writegate.h"
#include "record/wipecertificate.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace Custody {

// The files of a wipe certificate at a base the examiner names: BASE.json (the record,
// custody-wipe-certificate), BASE.txt (the certificate as text, in English like the acquisition
// log) and BASE.pdf (in the reader's language, with signature lines). Each is asked of the write
// gate (Create: a file put at its name since the wipe was prepared is kept, never replaced) right
// before replaceFile() writes it.
class WipeOutputs
{
    Q_DECLARE_TR_FUNCTIONS(Custody::WipeOutputs)

public:
    static QStringList files(const QString &base);
    // Writes the three files, in the order files() lists them; the first failure, after trying
    // the others (each file stands alone). The PDF needs a QGuiApplication (fonts).
    static std::optional<Error> write(const WipeCertificate &certificate, const QString &base,
                                      const WriteGate &gate);
};

} // namespace Custody
