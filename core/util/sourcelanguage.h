// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTranslator>

namespace Custody {

// Text in Custody's source language (English) on one thread, whatever the application's
// language: the acquisition log is written so, so that the logs of examiners in different
// locales compare line by line, while the same strings appear translated in the GUI and the
// reports. Works through SourceLanguageTranslator, which an application with translators
// installs after them (so that Qt asks it first); without translators there is nothing to undo.
class SourceLanguageScope
{
public:
    SourceLanguageScope();
    ~SourceLanguageScope();
    SourceLanguageScope(const SourceLanguageScope &) = delete;
    SourceLanguageScope &operator=(const SourceLanguageScope &) = delete;

    static bool isActive(); // on the calling thread
};

// Answers every lookup with the source text while a SourceLanguageScope lives on the calling
// thread, and leaves it to the other translators otherwise.
class SourceLanguageTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    QString translate(const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override { return false; }
};

} // namespace Custody
